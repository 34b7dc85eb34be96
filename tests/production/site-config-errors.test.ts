/**
 * A malformed compliance block in SITE_CONFIG (the public-security filing, a legal operator)
 * stops the built server at start with one line naming the field, before it serves anything.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { SiteConfig } from '../../shared/site-config-schema';
import { DIST_DIR, serverProcessEnv } from '../helpers/server-process';

const example = JSON.parse(
  await readFile(path.resolve('deploy/site-config.example.json'), 'utf8'),
) as SiteConfig;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'site-config-errors-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Starts `node dist/server/index.js` with this SITE_CONFIG; it should exit at once. */
async function startWith(site: unknown) {
  const file = path.join(dir, 'site-config.json');
  await writeFile(file, JSON.stringify(site));
  return spawnSync(process.execPath, [`${DIST_DIR}/server/index.js`], {
    env: serverProcessEnv({ DEMO_API: '1', SITE_CONFIG: file }),
    encoding: 'utf8',
    timeout: 20_000,
  });
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
    const result = await startWith({ ...example, ...change });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Configuration error: SITE_CONFIG /);
    expect(lines[0]).toContain(`: ${field} `);
  });
});
