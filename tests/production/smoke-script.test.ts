import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { startServerProcess } from '../helpers/server-process';

describe('npm run smoke', () => {
  it('passes against a running deployment and fails against a dead one', async () => {
    const server = await startServerProcess(process.cwd(), { DEMO_API: '1' });
    try {
      const passing = spawnSync(process.execPath, ['scripts/smoke.js', server.url], {
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(passing.status, passing.stdout + passing.stderr).toBe(0);
      expect(passing.stdout).toMatch(/5 passed/);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    const failing = spawnSync(process.execPath, ['scripts/smoke.js', server.url], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(failing.status).not.toBe(0);
  }, 120_000);
});
