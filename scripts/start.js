// `npm start`: builds when there is no build yet, then runs the production server. Without an
// upstream it serves the built-in demo API, so the site works out of the box; the container runs
// `node dist/server/index.js` itself and so must name its upstream or opt in with DEMO_API=1.
import './require-node.js';

import { pathToFileURL } from 'node:url';

import { ensureBuild, serverEntry } from './ensure-build.js';

if (!process.env.API_UPSTREAM_URL?.trim() && !process.env.DEMO_API?.trim()) {
  process.env.DEMO_API = '1';
}

await ensureBuild();
await import(pathToFileURL(serverEntry).href);
