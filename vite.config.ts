import path from 'node:path';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { cssTokens } from './client/styles/tokens-plugin.ts';
import { NODE_TARGET } from './scripts/vite/node-target.ts';

/** DIST_DIR lets parallel builds (several developers' test runs) keep apart; default `dist`. */
const distDir = process.env.DIST_DIR ?? 'dist';

/**
 * The chunks of the browser bundle besides the entry and one per page or layout, each with the
 * modules it holds (a folder holds every module under it). A module goes into a group's chunk
 * only when at least two chunks would otherwise import it.
 */
const CHUNK_GROUPS = {
  /**
   * Code that most pages of both trees use: the chrome, the cards, data and `shared/`,
   * and what both trees' layouts share (the account entry, the menu button, the script loader).
   */
  common: {
    modules: [
      'client/components/',
      'client/data/',
      'client/app/',
      'shared/',
      'client/account/AccountCorner.tsx',
      'client/account/LoginButton.tsx',
      'client/account/UserAvatar.tsx',
      'client/account/open-login-dialog.ts',
      'client/account/browser-api-client.ts',
      'client/mobile/MenuButton.tsx',
      'client/runtime/use-media-query.ts',
      'client/integrations/captcha/load-script.ts',
    ],
    // Parts that load when first used (dialogs and their forms), never with a page; and the
    // catalogues, which a page gets in its hydration data and the next page with its route chunk.
    except: [
      'client/components/Dialog.tsx',
      'client/components/FormField.tsx',
      'shared/i18n/locales/',
    ],
  },
};

/** Whether a module id (an absolute path) is one of `modules`, files or folders of the project. */
function isOneOf(id: string, modules: readonly string[]): boolean {
  const file = path
    .relative(import.meta.dirname, id)
    .split(path.sep)
    .join('/');
  return modules.some((module) =>
    module.endsWith('/') ? file.startsWith(module) : file === module,
  );
}

/**
 * Two builds from one config: the browser bundle (`dist/client`, hashed assets + manifest) and,
 * with `--ssr`, the server bundle (`dist/server`: the process entry and the SSR render entry).
 * scripts/build.js runs both.
 *
 * Both take react-router through its package exports, which select its development build in
 * every condition (https://github.com/remix-run/react-router/issues/14102): the browser bundle
 * carries its development warnings, 0.6 KB gzip, and no condition picks the production build.
 * On upgrading react-router, look whether a release exports one.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), cssTokens()],
  publicDir: 'public',
  build: isSsrBuild
    ? {
        outDir: `${distDir}/server`,
        emptyOutDir: true,
        target: NODE_TARGET,
        copyPublicDir: false,
        rolldownOptions: {
          input: { index: 'server/index.ts', 'entry-server': 'client/entry-server.tsx' },
          output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
        },
      }
    : {
        outDir: `${distDir}/client`,
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        // The server preloads a page's chunks itself (modulepreload links for the routes a URL
        // matched, from this manifest), and a link its page's on hover or focus
        // (client/app/route-preload.ts); the helper Vite would add to every dynamic import to do
        // the same only weighs on the first load.
        modulePreload: false,
        rolldownOptions: {
          input: 'client/entry-client.tsx',
          // Fewer, larger files for the first load: what the entry imports stays in one chunk, and
          // the code pages share goes into one `common` chunk rather than a dozen tiny ones, each
          // of which costs a request and compresses worse on its own.
          output: {
            codeSplitting: {
              groups: [
                { name: 'initial', tags: ['$initial'], priority: 2 },
                {
                  name: 'common',
                  test: (id) =>
                    isOneOf(id, CHUNK_GROUPS.common.modules) &&
                    !isOneOf(id, CHUNK_GROUPS.common.except),
                  minShareCount: 2,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
}));
