import { defineConfig } from 'vite';

import { NODE_TARGET } from './vite/node-target.ts';

/** Same DIST_DIR as the main build (vite.config.ts), so parallel builds keep apart. */
const distDir = process.env.DIST_DIR ?? 'dist';

/**
 * `npm run search-push` as one file, `dist/search-push.js`, beside the server in the image, where
 * the example overlay's CronJob runs it (deploy/kubernetes/overlays/example/search-push-cronjob.yaml). Its packages
 * (axios, axios-retry, zod, express) stay imports: the image installs them for the server.
 */
export default defineConfig({
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: 'scripts/search-push.ts',
    outDir: distDir,
    emptyOutDir: false,
    copyPublicDir: false,
    target: NODE_TARGET,
    minify: false,
    rolldownOptions: { output: { entryFileNames: 'search-push.js' } },
  },
});
