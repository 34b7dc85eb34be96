import { defineConfig } from 'vitest/config';

/** Fails fast when there is no build to test, and warns when the sources are newer than it. */
const NEEDS_BUILD = ['./tests/helpers/require-build.ts'];

/**
 * Five projects, from the fastest: `unit`, `types` and `server` need no build (`npm run
 * test:unit`, `npm run test:server`); `browser` and `production` test the build in DIST_DIR, which
 * `npm test` makes once before running them all. The ops smoke suite is not a vitest suite: it
 * is a runner of its own (`smoke/`, `npm run smoke -- <url>`), run by production tests too.
 */
export default defineConfig({
  test: {
    reporters: ['default', './tests/summary-reporter.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // The tests beside the code, and the deployment manifests (read as files).
          include: [
            'client/**/*.test.{ts,tsx}',
            'shared/**/*.test.ts',
            'server/**/*.test.ts',
            'demo-api/**/*.test.ts',
            'tests/deploy/**/*.test.ts',
          ],
          // No sockets: whatever needs a server or a connection is a server test.
          setupFiles: ['./tests/helpers/no-network.ts'],
        },
      },
      {
        extends: true,
        // Type assertions (`*.test-d.ts`), checked by the type checker that Vitest runs over them:
        // `expectTypeOf` alone asserts nothing at run time.
        test: {
          name: 'types',
          include: [],
          typecheck: {
            enabled: true,
            only: true,
            include: ['**/*.test-d.ts'],
            tsconfig: './tsconfig.typecheck.json',
          },
        },
      },
      {
        extends: true,
        // Whatever opens a socket: the whole app through supertest and loopback sockets (its pages
        // rendered from source), the proxy, the API client and the demo API against loopback servers.
        test: { name: 'server', include: ['tests/server/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: NEEDS_BUILD,
          // As long as a Playwright action may wait (tests/helpers/browser.ts): a page that
          // settles late on a busy machine is not a failure.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        extends: true,
        // The built server as a process, its production install, the bundle itself.
        test: {
          name: 'production',
          include: ['tests/production/**/*.test.ts'],
          globalSetup: NEEDS_BUILD,
        },
      },
    ],
  },
});
