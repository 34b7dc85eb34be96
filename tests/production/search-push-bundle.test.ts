/**
 * The search engines' push ships in the build as one file, `dist/search-push.js`, which the
 * CronJob runs from the image with `node` alone.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

import { expect, it } from 'vitest';

import { DIST_DIR } from '../helpers/server-process';

it('runs from the build without the sources', () => {
  const run = spawnSync(process.execPath, [path.join(DIST_DIR, 'search-push.js'), '--help'], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '' },
  });
  expect(run.status, run.stderr).toBe(0);
  expect(run.stdout).toContain('search-push');
});
