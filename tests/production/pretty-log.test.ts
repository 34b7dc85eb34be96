/**
 * LOG_FORMAT=pretty on the built server: one readable line per request for a person at a
 * terminal, and a clear refusal of a format the server does not know.
 */
import { spawn, spawnSync } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

import { afterAll, describe, expect, it } from 'vitest';

import { DIST_DIR, serverProcessEnv } from '../helpers/server-process';

const env = serverProcessEnv({ DEMO_API: '1' });

describe('LOG_FORMAT=pretty', () => {
  const child = spawn(process.execPath, [`${DIST_DIR}/server/index.js`], {
    env: { ...env, LOG_FORMAT: 'pretty' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  afterAll(async () => {
    child.kill('SIGTERM');
    await exited;
  });

  /** Resolves with the first match of `pattern` in the output, as soon as it is there. */
  const waitFor = (pattern: RegExp) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(output);
        if (match) {
          child.stdout.off('data', check);
          resolve(match);
        }
      };
      child.stdout.on('data', check);
      void exited.then(() => reject(new Error(`server exited:\n${output}`)));
      check();
    });

  it('writes one readable line per request, and no JSON', async () => {
    const [, url] = await waitFor(/INFO: listening .*"url":"(http:\/\/127\.0\.0\.1:\d+)"/);
    const answer = await fetch(`${url}/about-us`, { headers: { cookie: 'locale=zh' } });
    expect(answer.status).toBe(200);
    await answer.arrayBuffer();
    const [line] = await waitFor(/^.*GET \/about-us 200 .*$/m);
    expect(line).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: GET \/about-us 200 [\d.]+ ms/);
    expect(output).not.toMatch(/^\{/m);
  });
});

describe('LOG_FORMAT of a value the server does not know', () => {
  it('stops the server with one configuration error line', () => {
    const result = spawnSync(process.execPath, [`${DIST_DIR}/server/index.js`], {
      env: { ...env, LOG_FORMAT: 'fancy' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe('Configuration error: LOG_FORMAT must be one of json, pretty\n');
  });
});

describe('npm start', () => {
  /**
   * scripts/start.js (what `npm start` runs) with its stdout at a terminal, through util-linux's
   * `script`, or into a pipe; resolves with the output once the listening line is out.
   */
  async function startOutput(terminal: boolean, extraEnv: Record<string, string> = {}) {
    const command = `'${process.execPath}' scripts/start.js`;
    const child = terminal
      ? spawn('script', ['-qfec', command, '/dev/null'], {
          env: { ...env, ...extraEnv },
          stdio: ['pipe', 'pipe', 'pipe'],
          detached: true,
        })
      : spawn(process.execPath, ['scripts/start.js'], {
          env: { ...env, ...extraEnv },
          stdio: ['ignore', 'pipe', 'pipe'],
          detached: true,
        });
    let output = '';
    const exited = new Promise((resolve) => child.on('exit', resolve));
    try {
      return await new Promise<string>((resolve, reject) => {
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          if (/listening/.test(output)) resolve(output);
        };
        child.stdout.on('data', onData);
        child.stderr.on('data', onData);
        void exited.then(() => reject(new Error(`exited before listening:\n${output}`)));
      });
    } finally {
      // The whole group: `script` and the server under it.
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
  }

  it('logs readable lines when it serves the demo to a terminal', async () => {
    // Coloured, as a terminal shows it.
    const output = await startOutput(true);
    expect(output).toContain('\u001b[');
    expect(stripVTControlCharacters(output)).toMatch(/INFO: listening /);
  });

  it('keeps JSON lines into a pipe, or with a real API at a terminal', async () => {
    expect(await startOutput(false)).toMatch(/^\{.*"message":"listening"/m);
    const upstream = {
      API_UPSTREAM_URL: 'http://127.0.0.1:9',
      CSRF_SECRET: 'start-test-secret-01',
    };
    expect(await startOutput(true, upstream)).toMatch(/\{.*"message":"listening"/);
  });
});
