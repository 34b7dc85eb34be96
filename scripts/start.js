// `npm start`: builds when there is no build yet, then runs the production server. Without an
// upstream it serves the built-in demo API, so the site works out of the box; the container runs
// `node dist/server/index.js` itself and so must name its upstream or opt in with DEMO_API=1.
import './require-node.js';

import { pathToFileURL } from 'node:url';

import { ensureBuild, serverEntry } from './ensure-build.js';

const trying = !process.env.API_UPSTREAM_URL?.trim();
if (trying && !process.env.DEMO_API?.trim()) {
  process.env.DEMO_API = '1';
}

/** Whether pino-pretty is installed (a development dependency, absent from a production install). */
function prettyInstalled() {
  try {
    import.meta.resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

// A person trying the demo at a terminal reads one line per request; a real deployment, or
// output into a pipe or a file, keeps one JSON object per line. LOG_FORMAT set wins either way.
if (trying && process.stdout.isTTY && !process.env.LOG_FORMAT && prettyInstalled()) {
  process.env.LOG_FORMAT = 'pretty';
}

await ensureBuild();
await import(pathToFileURL(serverEntry).href);
