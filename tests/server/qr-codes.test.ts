/** The site's raster QR codes: the configured addresses, cacheable, sent as they are. */
import path from 'node:path';

import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadSiteConfig } from '../../server/config/site-config';
import { renderQrPng } from '../../server/qr/qr-png';
import { qrImagePath, SOCIAL_CHANNEL_KEYS } from '../../shared/public-facts';
import { binaryBody } from '../helpers/binary-body';
import { startTestApp, type TestApp } from '../helpers/test-app';

const EXAMPLE_SITE_CONFIG = path.resolve('deploy/site-config.example.json');
const { social } = loadSiteConfig(EXAMPLE_SITE_CONFIG);

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp({ env: { SITE_CONFIG: EXAMPLE_SITE_CONFIG } });
});
afterAll(() => testApp?.close());

describe('GET /qr/<channel>.png', () => {
  it.each(SOCIAL_CHANNEL_KEYS)(
    "%s is the PNG code of the SITE_CONFIG's address, cacheable, sent as it is",
    async (key) => {
      const path = qrImagePath(key);
      const response = await request(testApp.app)
        .get(path)
        .set('Accept-Encoding', 'br, gzip')
        .buffer(true)
        .parse(binaryBody);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(response.headers['content-encoding']).toBeUndefined();
      expect((response.body as Buffer).equals(renderQrPng(social[key].url))).toBe(true);
      await request(testApp.app)
        .get(path)
        .set('If-None-Match', String(response.headers.etag))
        .expect(304);
    },
  );

  it('names no other file', async () => {
    await request(testApp.app).get('/qr/nothing.png').expect(404);
  });
});
