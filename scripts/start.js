// `npm start`: builds when there is no build yet, then runs the production server.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');
const serverEntry = path.join(distDir, 'server', 'index.js');
const buildInfo = path.join(distDir, 'build-info.json');
if (!existsSync(serverEntry) || !existsSync(buildInfo)) {
  console.log('No build found: building first…');
  await import('./build.js');
}
await import(pathToFileURL(serverEntry).href);
