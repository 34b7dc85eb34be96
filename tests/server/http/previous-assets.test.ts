/**
 * The previous build's hashed assets beside the current build's: what a page held from before
 * a rollout asks for. Current first; from the previous folder only files named as the build
 * hashes them.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PREVIOUS_ASSETS_DIR } from '../../../server/http/previous-assets';
import { staticFiles, unknownFileNotFound } from '../../../server/http/static-files';

const distDir = mkdtempSync(path.join(tmpdir(), 'site-previous-assets-'));
let app: express.Express;

function write(file: string, text: string): void {
  const full = path.join(distDir, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
}

beforeAll(async () => {
  write('client/assets/entry-client-AAAAAAAA.js', 'current entry');
  write('client/assets/common-BBBBBBBB.js', 'current common');
  write(`${PREVIOUS_ASSETS_DIR}/common-BBBBBBBB.js`, 'previous common');
  write(`${PREVIOUS_ASSETS_DIR}/entry-client-Ab_-9xYz.js`, 'previous entry');
  write(`${PREVIOUS_ASSETS_DIR}/entry-client-Ab_-9xYz.css`, 'previous style');
  write(`${PREVIOUS_ASSETS_DIR}/notes.txt`, 'not an asset');
  write(`${PREVIOUS_ASSETS_DIR}/nested/page-CCCCCCCC.js`, 'not at the top level');
  write(`${PREVIOUS_ASSETS_DIR}/.hidden-DDDDDDDD.js`, 'a dotfile');
  app = express();
  app.use(await staticFiles(distDir));
  app.use(unknownFileNotFound());
});
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

describe('assets of the previous build', () => {
  it('are served like the current ones, immutable for a year', async () => {
    for (const [asset, body] of [
      ['/assets/entry-client-Ab_-9xYz.js', 'previous entry'],
      ['/assets/entry-client-Ab_-9xYz.css', 'previous style'],
      ['/assets/entry-client-AAAAAAAA.js', 'current entry'],
    ]) {
      const response = await request(app).get(asset!).buffer(true);
      expect(response.status, asset).toBe(200);
      expect(response.text, asset).toBe(body);
      expect(response.headers['cache-control'], asset).toBe('public, max-age=31536000, immutable');
    }
  });

  it('never shadow a current file of the same name', async () => {
    const response = await request(app).get('/assets/common-BBBBBBBB.js').buffer(true);
    expect(response.text).toBe('current common');
  });

  it('are only the hashed files at the top of the folder', async () => {
    for (const asset of [
      '/assets/notes.txt',
      '/assets/nested/page-CCCCCCCC.js',
      '/assets/.hidden-DDDDDDDD.js',
    ]) {
      expect((await request(app).get(asset)).status, asset).toBe(404);
    }
  });

  it('may be missing: a first build has none', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'site-no-previous-'));
    try {
      mkdirSync(path.join(empty, 'client/assets'), { recursive: true });
      await expect(staticFiles(empty)).resolves.toBeTypeOf('function');
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
