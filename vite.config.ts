import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Two builds from one config: the browser bundle (`dist/client`, hashed assets + manifest) and,
 * with `--ssr`, the server bundle (`dist/server`: the process entry and the SSR render entry).
 * scripts/build.js runs both.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  publicDir: 'public',
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        target: 'node20',
        copyPublicDir: false,
        rolldownOptions: {
          input: { index: 'server/index.ts', 'entry-server': 'client/entry-server.tsx' },
          output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
        },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        rolldownOptions: { input: 'client/entry-client.tsx' },
      },
  ssr: { noExternal: [] },
}));
