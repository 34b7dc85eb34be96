import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type ServerProcess, startServerProcess } from '../helpers/server-process';
import {
  EXPECTED_CHECKS as CHECKS,
  EXPECTED_GROUPS,
  OPTIONAL_CHECKS,
  runSmoke,
} from './smoke-harness';

describe('node dist/smoke.js', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess(process.cwd(), { DEMO_API: '1' });
  });
  afterAll(async () => {
    server.child.kill('SIGTERM');
    await server.exited;
  });

  it('passes against the built server, one line per named check and the totals last', async () => {
    const run = await runSmoke([server.url, '--writes']);
    expect(run.status, run.stdout + run.stderr).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(CHECKS.length).toBeGreaterThanOrEqual(40);
    expect(lines).toHaveLength(CHECKS.length + 1);
    CHECKS.forEach((name, index) => {
      const expected =
        name === 'header Secure cookies' ? `SKIP ${name} (only with --https)` : `PASS ${name} (`;
      expect(lines[index]!.startsWith(expected), lines[index]).toBe(true);
    });
    expect(lines.at(-1)).toBe(`${CHECKS.length - 1} passed, 0 failed, 1 skipped`);
    // The latency figure is reported on a pass too.
    expect(run.stdout).toMatch(
      /^PASS latency p95 of \/ .* p95 [\d.]+ ms of 20 GETs \(budget 500 ms\)$/m,
    );
    expect(run.stdout).toMatch(
      /^PASS proxy passes a write with an issued token .* write reached the API$/m,
    );
    // Plain text for logs: no ANSI colour codes.
    expect(run.stdout).not.toContain('\u001b[');
  });

  it('runs only the checks asked for and counts the others as skipped', async () => {
    const run = await runSmoke([server.url, '--only', 'probes,build', '--skip', 'build']);
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^PASS probe \/healthz \(\d+ ms\)$/m);
    expect(run.stdout).toMatch(/^PASS probe \/readyz \(\d+ ms\)$/m);
    expect(run.stdout).toMatch(/^SKIP build id \(--only\/--skip left out build\)$/m);
    expect(run.stdout.trimEnd().split('\n').at(-1)).toBe(
      `2 passed, 0 failed, ${CHECKS.length - 2} skipped`,
    );
  });

  it('prints its usage for --help and exits 2 on a bad command line', async () => {
    const help = await runSmoke(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^usage: node dist\/smoke\.js <url> \[options\]/);
    for (const name of EXPECTED_GROUPS) expect(help.stdout).toContain(name);

    for (const args of [
      [],
      ['not-a-url'],
      [server.url, '--only', 'nonsense'],
      [server.url, '--samples', 'many'],
      [server.url, '--no-such-option'],
    ]) {
      const bad = await runSmoke(args);
      expect(bad.status, args.join(' ')).toBe(2);
      expect(bad.stdout).toBe('');
      expect(bad.stderr).toMatch(/^smoke: .+\n\nusage:/);
    }
  });

  it('fails every check against a server that is gone, and says why', async () => {
    const gone = await startServerProcess(process.cwd(), { DEMO_API: '1' });
    gone.child.kill('SIGTERM');
    await gone.exited;
    const run = await runSmoke([gone.url, '--samples', '2']);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^FAIL probe \/healthz — GET \/healthz: .*ECONNREFUSED/m);
    expect(run.stdout.trimEnd().split('\n').at(-1)).toBe(
      `0 passed, ${CHECKS.length - OPTIONAL_CHECKS.length} failed, ${OPTIONAL_CHECKS.length} skipped`,
    );
  });
});
