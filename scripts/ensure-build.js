// Builds when there is no complete build yet (used by `npm start` and `npm run bench`).
import { existsSync } from 'node:fs';
import path from 'node:path';

export const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');
export const serverEntry = path.join(distDir, 'server', 'index.js');

export async function ensureBuild() {
  if (existsSync(serverEntry) && existsSync(path.join(distDir, 'build-info.json'))) return;
  console.log('No build found: building first…');
  await import('./build.js');
}
