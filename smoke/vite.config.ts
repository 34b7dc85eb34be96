import { defineConfig } from 'vite';

import { NODE_TARGET } from '../scripts/vite/node-target.ts';

/** Same DIST_DIR as the main build (vite.config.ts), so parallel builds keep apart. */
const distDir = process.env.DIST_DIR ?? 'dist';

/**
 * The smoke runner as one file, `dist/smoke.js`, beside the server in the image: it imports
 * only Node built-ins and the shared constants, which are bundled in.
 */
export default defineConfig({
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: 'smoke/index.ts',
    outDir: distDir,
    emptyOutDir: false,
    copyPublicDir: false,
    target: NODE_TARGET,
    minify: false,
    rolldownOptions: { output: { entryFileNames: 'smoke.js' } },
  },
});
