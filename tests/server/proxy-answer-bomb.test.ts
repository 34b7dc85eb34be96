/**
 * Upstream answers whose encoding hides their size: a compressed answer is decoded with the
 * answer's byte cap before anything is passed on; over the cap, undecodable or in an encoding
 * the proxy cannot decode, it is refused with 502 in the envelope.
 */
import { brotliCompressSync, gzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { DEFAULT_UPSTREAM_MAX_BYTES } from '../../server/config/defaults';
import { proxySiteForSuite } from '../helpers/proxy-site';

const site = proxySiteForSuite({ whole: true });

function answerWith(encoding: string, body: Buffer) {
  site.upstream.handle = (_req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Content-Encoding', encoding);
    res.end(body);
  };
}

const get = (path = '/api/visitor/game/list') =>
  fetch(`${site.url}${path}`, { headers: { 'accept-encoding': 'gzip, br' } });

const BAD_ANSWER = { error_code: 502, error_message: 'Bad upstream answer', payload: null };

describe('compressed upstream answers', () => {
  it('refuses a gzip bomb (10 KB that inflates to 10 MB) with 502', async () => {
    const bomb = gzipSync(Buffer.alloc(10 * 1024 * 1024, ' '), { level: 9 });
    expect(bomb.length).toBeLessThan(11 * 1024);
    answerWith('gzip', bomb);
    const res = await get();
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual(BAD_ANSWER);
  });

  it('refuses a brotli answer over the cap once decoded', async () => {
    answerWith('br', brotliCompressSync(Buffer.alloc(DEFAULT_UPSTREAM_MAX_BYTES + 1, 'a')));
    expect((await get()).status).toBe(502);
  });

  it('refuses an encoding it cannot decode, and one that does not decode', async () => {
    answerWith('compress', Buffer.from('whatever'));
    expect((await get()).status).toBe(502);
    answerWith('gzip', Buffer.from('not gzip at all'));
    expect((await get()).status).toBe(502);
  });

  it('passes a compressed answer under the cap as it came', async () => {
    const json = '{"error_code":0,"error_message":"","payload":[]}';
    answerWith('gzip', gzipSync(json));
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toBe(json);
  });
});
