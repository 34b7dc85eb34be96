import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

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

describe('npm test set-up', () => {
  it('without Chromium and without root, stops at once with one line naming the command', () => {
    const result = spawnSync(process.execPath, ['scripts/ensure-test-deps.js'], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', CHROMIUM_PATH: '/nonexistent/chromium' },
      // As root the script would install Chromium; run it as an unprivileged user instead.
      ...(process.getuid?.() === 0 ? { uid: 65_534, gid: 65_534 } : {}),
      timeout: 10_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('apt-get install -y chromium fonts-noto-cjk');
  });
});
