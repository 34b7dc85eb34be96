import { spawnSync } from 'node:child_process';

import { describe, expect, it } from 'vitest';

import { startServerProcess } from '../helpers/server-process';
import { EXPECTED_CHECKS, OPTIONAL_CHECKS } from './smoke-harness';

/** `npm run smoke -- <url>` in a checkout: the suite of smoke/ from its TypeScript. */
describe('npm run smoke', () => {
  const smoke = (...args: string[]) =>
    spawnSync(process.execPath, ['scripts/smoke.js', ...args], {
      encoding: 'utf8',
      timeout: 60_000,
    });

  it('runs the same checks as dist/smoke.js: passing against a deployment, failing once it is gone', async () => {
    const server = await startServerProcess(process.cwd(), { DEMO_API: '1' });
    try {
      const passing = smoke(server.url, '--samples', '5');
      expect(passing.status, passing.stdout + passing.stderr).toBe(0);
      expect(passing.stdout).toMatch(/^PASS page cache answers \/about-us again \(\d+ ms\)/m);
      expect(passing.stdout.trimEnd().split('\n').at(-1)).toBe(
        `${EXPECTED_CHECKS.length - OPTIONAL_CHECKS.length} passed, 0 failed, ${OPTIONAL_CHECKS.length} skipped`,
      );
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    const failing = smoke(server.url, '--only', 'probes');
    expect(failing.status).toBe(1);
    expect(failing.stdout).toMatch(/^FAIL probe \/healthz — /m);
    expect(smoke('--help').status).toBe(0);
    expect(smoke().status).toBe(2);
  }, 120_000);
});
