/**
 * The built entry on a Node older than 24 (the machine's own `node`, outside node_modules): one
 * line naming Node 24, the same as `npm start` gives, not a SyntaxError from a missing export.
 */
import { spawnSync } from 'node:child_process';

import { describe, expect, it } from 'vitest';

import { DIST_DIR } from '../helpers/server-process';

const REQUIRED_MAJOR = 24;

/** Every `node` on PATH outside node_modules whose major version is below 24. */
function olderNodes(): string[] {
  const found = spawnSync('sh', ['-c', 'which -a node'], { encoding: 'utf8' }).stdout;
  return [...new Set(found.split('\n').filter((file) => file && !file.includes('node_modules')))]
    .map((file) => ({ file, version: spawnSync(file, ['--version'], { encoding: 'utf8' }).stdout }))
    .filter(({ version }) => Number(/^v(\d+)\./.exec(version)?.[1]) < REQUIRED_MAJOR)
    .map(({ file }) => file);
}

const [oldNode] = olderNodes();
if (!oldNode) console.log('node-version.test.ts: no Node older than 24 on PATH, skipped');

describe.skipIf(!oldNode)(`the built server on ${oldNode ?? 'an older Node'}`, () => {
  const run = (script: string) =>
    spawnSync(oldNode!, [script], {
      env: { PATH: process.env.PATH ?? '', DEMO_API: '1', METRICS_PORT: '0', PORT: '0' },
      encoding: 'utf8',
      timeout: 20_000,
    });

  it('stops with one line naming Node 24, as npm start does', () => {
    const built = run(`${DIST_DIR}/server/index.js`);
    expect(built.status).toBe(1);
    expect(built.stdout).toBe('');
    const lines = built.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Node\\.js ${REQUIRED_MAJOR} or newer is needed`));
    expect(built.stderr).not.toMatch(/SyntaxError/);

    const start = run('scripts/start.js');
    expect(start.status).toBe(1);
    expect(start.stderr).toBe(built.stderr);
  });
});
