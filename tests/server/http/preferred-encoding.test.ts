import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import {
  onDemandEncoding,
  preferredEncoding,
  type PreparedEncodings,
} from '../../../server/http/preferred-encoding';

function appWith(prepared: PreparedEncodings) {
  const app = express();
  app.get('/', (req, res) => {
    res.send(preferredEncoding(req, prepared));
  });
  return app;
}

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', 'identity'],
    ['', 'identity'],
  ])('with Accept-Encoding "%s" picks %s', async (header, expected) => {
    const answer = await request(appWith({ br: true, gzip: true }))
      .get('/')
      .set('Accept-Encoding', header);
    expect(answer.text).toBe(expected);
  });

  it('sends no encoding to a client that asked for none', async () => {
    const answer = await request(appWith({ br: true, gzip: true }))
      .get('/')
      .unset('Accept-Encoding');
    expect(answer.text).toBe('identity');
  });

  it('never picks a body that was not prepared', async () => {
    const answer = await request(appWith({ br: false, gzip: true }))
      .get('/')
      .set('Accept-Encoding', 'br');
    expect(answer.text).toBe('identity');
  });
});

describe('onDemandEncoding', () => {
  const app = express();
  app.get('/', (req, res) => {
    res.send(onDemandEncoding(req));
  });

  it.each([
    ['gzip, deflate, br, zstd', 'zstd'],
    ['gzip, deflate, br', 'gzip'],
    ['zstd;q=0, gzip', 'gzip'],
    ['*', 'gzip'],
    ['br', 'br'],
    ['gzip;q=0, br', 'br'],
    ['identity', 'identity'],
    ['', 'identity'],
  ])('with Accept-Encoding "%s" picks %s', async (header, expected) => {
    const answer = await request(app).get('/').set('Accept-Encoding', header);
    expect(answer.text).toBe(expected);
  });
});
