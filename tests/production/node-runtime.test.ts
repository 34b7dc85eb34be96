import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chmod, copyFile, link, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { startServerProcess } from '../helpers/server-process';

const REQUIRED_MAJOR = 24;
const majorOf = (version: string) => Number(version.replace(/^v/, '').split('.')[0]);

describe('Node.js 24 runtime', () => {
  it('runs the tests on Node 24 or newer, as engines, .nvmrc and .node-version say', () => {
    expect(majorOf(process.version)).toBeGreaterThanOrEqual(REQUIRED_MAJOR);
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
    expect(pkg.engines.node).toBe(`>=${REQUIRED_MAJOR}`);
    for (const file of ['.nvmrc', '.node-version']) {
      expect(readFileSync(file, 'utf8').trim()).toBe(String(REQUIRED_MAJOR));
    }
  });

  it('names the Node version in the server start-up line', async () => {
    const server = await startServerProcess(process.cwd(), { DEMO_API: '1' });
    try {
      const listening = server
        .output()
        .split('\n')
        .find((line) => line.includes('"message":"listening"'));
      expect(listening).toContain(`"node":"${process.version}"`);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});

const SET_UP_SCRIPTS = [
  'scripts/ensure-test-deps.js',
  'scripts/require-node.js',
  'scripts/chromium.js',
];
const NOBODY = 65_534;

/**
 * The set-up scripts and this Node, where any user can read them: the checkout may sit in a
 * folder only its owner can enter (a clone under `mktemp -d`), which an unprivileged user cannot.
 */
async function readableSetUp(): Promise<{ dir: string; node: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'npm-test-set-up-'));
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    await chmod(dir, 0o755);
    await mkdir(path.join(dir, 'scripts'));
    await writeFile(path.join(dir, 'package.json'), '{"type":"module"}\n');
    for (const file of SET_UP_SCRIPTS) await copyFile(file, path.join(dir, file));
    const node = path.join(dir, 'node');
    // A hard link where the file system allows it: Node's binary is large.
    await link(process.execPath, node).catch(() => copyFile(process.execPath, node));
    await chmod(node, 0o755);
    return { dir, node, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

describe('npm test set-up', () => {
  it('without Chromium and without root, stops at once with one line naming the command', async () => {
    // As root the script would install Chromium; run it as an unprivileged user instead.
    const asRoot = process.getuid?.() === 0;
    const setUp = asRoot ? await readableSetUp() : undefined;
    try {
      const result = spawnSync(setUp?.node ?? process.execPath, [SET_UP_SCRIPTS[0]!], {
        cwd: setUp?.dir,
        encoding: 'utf8',
        env: { PATH: process.env.PATH ?? '', CHROME_PATH: '/nonexistent/chromium' },
        ...(asRoot ? { uid: NOBODY, gid: NOBODY } : {}),
        timeout: 10_000,
      });
      expect(result.error).toBeUndefined();
      expect(result.status).toBe(1);
      const lines = result.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain('apt-get install -y chromium fonts-noto-cjk');
    } finally {
      await setUp?.remove();
    }
  });
});
