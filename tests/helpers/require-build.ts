/**
 * Global setup of the projects that test the build (browser, production): without a build
 * every test would time out one by one, so stop at once and name the command; a build older
 * than the sources is tested all the same (`npm test` has just made it, and another edit may
 * land meanwhile) but said aloud, since it silently tests old pages.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

import { BUILD_INFO_FILE } from '../../server/build-info/build-info';

const SOURCE_DIRS = ['client', 'shared', 'server', 'public'];

function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || /\.test\.tsx?$/.test(entry.name)) continue;
    newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

export default function requireBuild(): void {
  const distDir = process.env.DIST_DIR ?? 'dist';
  const command = `${process.env.DIST_DIR ? `DIST_DIR=${distDir} ` : ''}npm run build`;
  const buildInfo = path.join(distDir, BUILD_INFO_FILE);
  if (!existsSync(buildInfo)) {
    throw new Error(`No build in ${distDir}/: run \`${command}\` first (npm test does).`);
  }
  const built = statSync(buildInfo).mtimeMs;
  if (SOURCE_DIRS.some((dir) => newestChange(dir) > built)) {
    console.warn(
      `The build in ${distDir}/ is older than the sources: \`${command}\` to test them.`,
    );
  }
}
