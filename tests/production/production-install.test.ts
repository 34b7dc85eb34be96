import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { DIST_DIR, startServerProcess } from '../helpers/server-process';
import { EXPECTED_CHECKS, runSmoke } from './smoke-harness';

/**
 * What the Dockerfile's runtime stage does, without Docker: the built output plus
 * `npm ci --omit=dev` in an empty folder, then `node dist/server/index.js`, and the smoke
 * runner `node dist/smoke.js` against it.
 */
describe('production install', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-runtime-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('starts from the built output and production dependencies alone, and serves', async () => {
    for (const file of ['package.json', 'package-lock.json']) cpSync(file, path.join(dir, file));
    cpSync(DIST_DIR, path.join(dir, 'dist'), { recursive: true });
    execFileSync(
      'npm',
      [
        'ci',
        '--omit=dev',
        '--omit=optional',
        '--ignore-scripts',
        '--no-audit',
        '--no-fund',
        '--prefer-offline',
      ],
      {
        cwd: dir,
        stdio: 'pipe',
        timeout: 240_000,
      },
    );
    const server = await startServerProcess(dir, { DIST_DIR: 'dist', DEMO_API: '1' });
    try {
      const page = await fetch(`${server.url}/about-us`, {
        headers: { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64)' },
      });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<html lang="zh-CN"');
      const api = await fetch(`${server.url}/api/visitor/game/list`);
      expect(((await api.json()) as { error_code: number }).error_code).toBe(0);
      const legal = await fetch(`${server.url}/terms.html`);
      expect(legal.status).toBe(200);

      // The ops smoke suite as the image runs it: from dist/, with no dev dependency installed.
      expect(existsSync(path.join(dir, 'node_modules', 'vitest'))).toBe(false);
      const smoke = await runSmoke([server.url, '--writes'], dir, 'dist');
      expect(smoke.status, smoke.stdout + smoke.stderr).toBe(0);
      // Every named check but the https-only one, which --https would ask for.
      expect(smoke.stdout.trimEnd().split('\n').at(-1)).toBe(
        `${EXPECTED_CHECKS.length - 1} passed, 0 failed, 1 skipped`,
      );
      // The legal pages' renderer ships in dist/ and runs with production dependencies alone.
      expect(await legal.text()).toContain('<!doctype html>');
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }
  }, 300_000);
});
