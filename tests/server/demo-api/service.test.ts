/** `npm run demo-api`: the demo API as a service of its own, in its own process. */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import type { Game, Paged } from '../../../shared/api/types';
import { call } from '../../helpers/demo-api-calls';

const cwd = process.cwd();
const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as {
  scripts: Record<string, string>;
};
// What `npm run demo-api` runs, with npm's PATH; without npm, whose signal handling is its own.
const [command, ...args] = packageJson.scripts['demo-api']!.split(' ');
const bin = path.join(cwd, 'node_modules', '.bin');
const env = (extra: Record<string, string>) => ({
  PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`,
  HOST: '127.0.0.1',
  ...extra,
});

function startService(): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(path.join(bin, command!), args, {
    cwd,
    env: env({ PORT: '0' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (data: Buffer) => {
      output += data.toString();
      const match = /"message":"listening","url":"(http:\/\/[^"]+)"/.exec(output);
      if (match) resolve({ child, url: match[1]!, output: () => output });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) =>
      reject(new Error(`exited with ${code} before listening:\n${output}`)),
    );
  });
}

describe('npm run demo-api', () => {
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  });

  it('serves the API in the envelope on PORT, then exits 0 on SIGTERM', async () => {
    const service = await startService();
    children.push(service.child);
    const exited = new Promise<number | null>((resolve) => service.child.on('exit', resolve));

    const list = await call<Paged<Game>>(service.url, '/api/visitor/game/list', {
      headers: { lan: 'en' },
    });
    expect(list.status).toBe(200);
    expect(list.body.error_code).toBe(0);
    expect(list.body.payload.list[0]!.name).toBe('Genshin Impact');
    // The failure-simulation hooks are for in-process tests only: off in the service.
    const simulated = await call(service.url, '/api/visitor/game/list', {
      headers: { 'x-demo-status': '503' },
    });
    expect(simulated.status).toBe(200);

    const listening = service
      .output()
      .split('\n')
      .filter((line) => line.includes('"listening"'));
    expect(listening).toHaveLength(1);
    expect(JSON.parse(listening[0]!)).toMatchObject({ level: 'info', url: service.url });

    service.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect(fetch(`${service.url}/api/visitor/game/list`)).rejects.toThrow();
  });

  it('stops with one line naming PORT when it is not a port', () => {
    const bad = spawnSync(path.join(bin, command!), args, {
      cwd,
      env: env({ PORT: 'eighty' }),
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(bad.status).toBe(1);
    expect(bad.stderr.trim().split('\n')).toEqual([
      'Configuration error: PORT must be a whole number from 0 to 65535',
    ]);
  });

  it('stops with one line when its port is taken', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = taken.address() as AddressInfo;
      const busy = spawnSync(path.join(bin, command!), args, {
        cwd,
        env: env({ PORT: String(port) }),
        encoding: 'utf8',
        timeout: 20_000,
      });
      expect(busy.status).toBe(1);
      expect(busy.stderr.trim().split('\n')).toEqual([
        `Port ${port} on 127.0.0.1 is already in use: stop what listens there, or set PORT.`,
      ]);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});

describe('the demo API folder', () => {
  it('imports nothing from the site server', () => {
    const sources = readdirSync('demo-api', { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.ts'),
    );
    expect(sources.length).toBeGreaterThan(40);
    const offenders = sources.filter((file) =>
      /(from\s+|import\(\s*)['"](\.\.\/)+server\//.test(
        readFileSync(path.join('demo-api', file), 'utf8'),
      ),
    );
    expect(offenders).toEqual([]);
  });
});
