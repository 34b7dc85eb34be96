/**
 * A malformed compliance block in SITE_CONFIG (the public-security filing, a legal operator), or a
 * SITE_CONFIG that is no file to read (a device, a FIFO), stops the built server at start with one
 * line naming the field or what is wrong, before it serves anything.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { SiteConfig } from '../../shared/site-config-schema';
import {
  DIST_DIR,
  type ServerProcess,
  serverProcessEnv,
  startServerProcess,
} from '../helpers/server-process';

const example = JSON.parse(
  await readFile(path.resolve('deploy/site-config.example.json'), 'utf8'),
) as SiteConfig;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'site-config-errors-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Starts `node dist/server/index.js` with SITE_CONFIG naming `file`; it should exit at once. */
function startWithFile(file: string) {
  return spawnSync(process.execPath, [`${DIST_DIR}/server/index.js`], {
    env: serverProcessEnv({ DEMO_API: '1', SITE_CONFIG: file }),
    encoding: 'utf8',
    timeout: 20_000,
  });
}

/** Starts the server with this SITE_CONFIG; it should exit at once. */
async function startWith(site: unknown) {
  const file = path.join(dir, 'site-config.json');
  await writeFile(file, JSON.stringify(site));
  return startWithFile(file);
}

/** The one `Configuration error:` line of a server that stopped at start. */
function configurationError(result: ReturnType<typeof startWithFile>): string {
  expect(result.status).toBe(1);
  expect(result.stdout).toBe('');
  const lines = result.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  return lines[0]!;
}

const { company, legalOperators } = example;

describe('a SITE_CONFIG with a malformed compliance block stops the server', () => {
  it.each([
    [
      'a filing number not in the standard form',
      {
        company: {
          ...company,
          publicSecurityFiling: { ...company.publicSecurityFiling!, number: '11010502030143' },
        },
      },
      'company.publicSecurityFiling.number',
    ],
    [
      'a filing link to another site',
      {
        company: {
          ...company,
          publicSecurityFiling: {
            ...company.publicSecurityFiling!,
            url: 'https://beian.example.com/',
          },
        },
      },
      'company.publicSecurityFiling.url',
    ],
    [
      'a filing without its link',
      {
        company: {
          ...company,
          publicSecurityFiling: { number: company.publicSecurityFiling!.number },
        },
      },
      'company.publicSecurityFiling.url',
    ],
    [
      'an operator with a contact that is not an address',
      {
        legalOperators: {
          ...legalOperators,
          txj: { ...legalOperators!.txj!, contactEmail: 'call us' },
        },
      },
      'legalOperators.txj.contactEmail',
    ],
    [
      'an operator without an address',
      {
        legalOperators: {
          ...legalOperators,
          legionZone: { ...legalOperators!.legionZone!, address: '' },
        },
      },
      'legalOperators.legionZone.address',
    ],
    [
      'an operator of an unknown partner',
      { legalOperators: { ...legalOperators, nobody: legalOperators!.txj } },
      'legalOperators',
    ],
  ])('%s', async (_, change, field) => {
    const line = configurationError(await startWith({ ...example, ...change }));
    expect(line).toMatch(/^Configuration error: SITE_CONFIG /);
    expect(line).toContain(`: ${field} `);
  });
});

describe('a SITE_CONFIG that is no file to read stops the server at once', () => {
  it('a device that never ends', () => {
    expect(configurationError(startWithFile('/dev/zero'))).toBe(
      'Configuration error: SITE_CONFIG /dev/zero is not a regular file',
    );
  });

  it('a FIFO that nobody writes to', () => {
    const fifo = path.join(dir, 'site-config.fifo');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    expect(configurationError(startWithFile(fifo))).toBe(
      `Configuration error: SITE_CONFIG ${fifo} is not a regular file`,
    );
  });
});

describe('a SITE_CONFIG saved with a byte order mark', () => {
  let server: ServerProcess | undefined;
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
  });

  it('starts the server, which shows its company facts', async () => {
    const file = path.join(dir, 'site-config-bom.json');
    await writeFile(file, `\uFEFF${JSON.stringify(example)}`);
    server = await startServerProcess(process.cwd(), { DEMO_API: '1', SITE_CONFIG: file });
    const html = await (await fetch(`${server.url}/about-us`)).text();
    expect(html).toContain(company.icpNumber);
  });
});
