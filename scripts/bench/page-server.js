// The page server as the bench runs it: the production build in DIST_DIR on an upstream of the
// bench's own, with the page cache for `cacheSeconds` (0: off), and the heap settings `npm start`
// gives node in production.
import { startHeapOptions } from './heap-options.js';
import { startService } from './processes.js';

export function pageServerEnv(distDir, upstreamUrl, cacheSeconds) {
  return {
    PORT: '0',
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    DIST_DIR: distDir,
    API_UPSTREAM_URL: upstreamUrl,
    PAGE_CACHE_SECONDS: String(cacheSeconds),
    SHUTDOWN_DELAY_SECONDS: '0',
    // Requests are still measured; only the scrape port stays shut, so runs side by side agree.
    METRICS_PORT: '0',
    // Fixed, so the server does not warn about a per-process secret; nothing here is secret.
    CSRF_SECRET: 'bench-only-csrf-secret-not-for-production',
    // The bench's upstream is the separate demo process, never the embedded one.
    DEMO_API: undefined,
    NODE_OPTIONS: startHeapOptions().join(' '),
  };
}

/** Starts the built server of `distDir`; resolves when it listens (see startService). */
export function startPageServer(name, distDir, upstreamUrl, cacheSeconds, extraEnv = {}) {
  return startService(name, [`${distDir}/server/index.js`], {
    ...pageServerEnv(distDir, upstreamUrl, cacheSeconds),
    ...extraEnv,
  });
}

/** The demo API in a process of its own: the bench's upstream. */
export function startDemoApi() {
  return startService('demo-api', ['--import', 'tsx', 'demo-api/index.ts'], {
    PORT: '0',
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
  });
}
