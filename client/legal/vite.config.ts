import { readFileSync } from 'node:fs';

import { defineConfig } from 'vite';

import { NODE_TARGET } from '../../scripts/vite/node-target.ts';

/** Same DIST_DIR as the main build (vite.config.ts), so parallel builds keep apart. */
const distDir = process.env.DIST_DIR ?? 'dist';

/**
 * The legal pages' renderer as one file, `dist/server/legal-pages.js`, beside the server bundle
 * (built after it, which empties its folder), with the `legal.css` it reads beside it. React
 * stays a package import, as in the server.
 */
export default defineConfig({
  publicDir: false,
  logLevel: 'warn',
  plugins: [
    {
      name: 'legal-css-beside-renderer',
      generateBundle() {
        const source = readFileSync(new URL('./legal.css', import.meta.url), 'utf8');
        this.emitFile({ type: 'asset', fileName: 'legal.css', source });
      },
    },
  ],
  build: {
    ssr: 'client/legal/static-pages.ts',
    outDir: `${distDir}/server`,
    emptyOutDir: false,
    copyPublicDir: false,
    target: NODE_TARGET,
    rolldownOptions: { output: { entryFileNames: 'legal-pages.js' } },
  },
});
