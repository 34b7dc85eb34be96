import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import {
  encodeWhole,
  type KeptBody,
  sendKept,
  streamEncoder,
  type WholeAnswer,
} from '../../../server/http/compression-policy';

const LARGE = Buffer.from('<p>a page</p>'.repeat(200));

function keptApp(body: KeptBody) {
  const app = express();
  app.get('/', (req, res) => {
    sendKept(req, res, body, false);
  });
  return app;
}

function wholeApp(kind: WholeAnswer, body = LARGE) {
  const app = express();
  app.get('/', (req, res) => {
    res.type('text/html').end(encodeWhole(req, res, kind, body));
  });
  return app;
}

/** The encoding of the answer (read from its headers: the body is not decoded). */
async function codingOf(app: express.Express, header: string | undefined, method = 'get') {
  const call = method === 'head' ? request(app).head('/') : request(app).get('/');
  const answer = await (
    header === undefined ? call.unset('Accept-Encoding') : call.set('Accept-Encoding', header)
  ).buffer(true);
  expect(answer.headers.vary).toMatch(/Accept-Encoding/);
  return answer.headers['content-encoding'] ?? 'identity';
}

const copies: KeptBody = { identity: LARGE, br: Buffer.from('b'), gzip: Buffer.from('g') };

describe('kept copies (cached pages, static files)', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', 'identity'],
    ['', 'identity'],
  ])('with Accept-Encoding "%s" send %s', async (header, expected) => {
    expect(await codingOf(keptApp(copies), header)).toBe(expected);
  });

  it('send no encoding to a client that asked for none', async () => {
    expect(await codingOf(keptApp(copies), undefined)).toBe('identity');
  });

  it('never send a copy that was not made', async () => {
    expect(await codingOf(keptApp({ identity: LARGE, gzip: copies.gzip }), 'br')).toBe('identity');
  });
});

describe('a body made per request', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'zstd'],
    // Safari's: brotli's whole-page level is as small as gzip's for less CPU.
    ['gzip, deflate, br', 'br'],
    ['zstd;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', 'identity'],
    ['', 'identity'],
  ])('as a page, with Accept-Encoding "%s", is sent in %s', async (header, expected) => {
    expect(await codingOf(wholeApp('page'), header)).toBe(expected);
  });

  it.each([
    ['gzip, deflate, br, zstd', 'zstd'],
    ['gzip, deflate, br', 'gzip'],
    ['gzip;q=0, br', 'br'],
  ])('as an API answer, with Accept-Encoding "%s", is sent in %s', async (header, expected) => {
    expect(await codingOf(wholeApp('proxied'), header)).toBe(expected);
  });

  it('goes as it is when small, or for HEAD', async () => {
    expect(await codingOf(wholeApp('proxied', Buffer.from('{}')), 'gzip, zstd')).toBe('identity');
    expect(await codingOf(wholeApp('page'), 'gzip, zstd', 'head')).toBe('identity');
  });
});

describe('a streamed page', () => {
  const app = express();
  app.get('/', (req, res) => {
    res.type('text/html');
    const encoder = streamEncoder(req, res);
    if (!encoder) {
      res.end(LARGE);
      return;
    }
    encoder.stream.pipe(res);
    encoder.stream.end(LARGE);
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, zstd', 'gzip'],
    ['zstd', 'identity'],
    ['', 'identity'],
  ])('with Accept-Encoding "%s" is compressed with %s', async (header, expected) => {
    expect(await codingOf(app, header)).toBe(expected);
  });
});
