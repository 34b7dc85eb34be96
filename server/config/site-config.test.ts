import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ConfigError } from './config-error';
import { loadSiteConfig, MAX_SITE_CONFIG_BYTES } from './site-config';

const EXAMPLE = await readFile(path.resolve('deploy/site-config.example.json'), 'utf8');

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'site-config-read-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The example followed by spaces, `bytes` long in all. */
const exampleOf = (bytes: number) => EXAMPLE + ' '.repeat(bytes - Buffer.byteLength(EXAMPLE));

async function fileWith(name: string, content: string | Buffer): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, content);
  return file;
}

describe('loadSiteConfig', () => {
  it('reads a file that starts with a UTF-8 byte order mark, as Windows editors write it', async () => {
    const file = await fileWith('bom.json', `\uFEFF${EXAMPLE}`);
    expect(loadSiteConfig(file)).toEqual(JSON.parse(EXAMPLE));
  });

  it('reads a file of exactly the largest size', async () => {
    const file = await fileWith('largest.json', exampleOf(MAX_SITE_CONFIG_BYTES));
    expect(loadSiteConfig(file)).toEqual(JSON.parse(EXAMPLE));
  });

  it('refuses a larger file with one line giving the bound', async () => {
    const file = await fileWith('larger.json', exampleOf(MAX_SITE_CONFIG_BYTES + 1));
    expect(() => loadSiteConfig(file)).toThrow(
      new ConfigError(`SITE_CONFIG ${file} is larger than ${MAX_SITE_CONFIG_BYTES} bytes`),
    );
  });

  it('refuses what is not a regular file', async () => {
    const folder = path.join(dir, 'folder.json');
    await mkdir(folder);
    expect(() => loadSiteConfig(folder)).toThrow(
      new ConfigError(`SITE_CONFIG ${folder} is not a regular file`),
    );
  });

  it('still says when a file is missing or not JSON', async () => {
    const missing = path.join(dir, 'missing.json');
    expect(() => loadSiteConfig(missing)).toThrow(
      new ConfigError(`SITE_CONFIG ${missing} cannot be read`),
    );
    const notJson = await fileWith('not-json.json', '{');
    expect(() => loadSiteConfig(notJson)).toThrow(
      new ConfigError(`SITE_CONFIG ${notJson} is not valid JSON`),
    );
  });
});
