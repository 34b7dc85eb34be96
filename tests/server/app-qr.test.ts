/** The phone app's QR code: made for this site's mobile download pages only, keyed by path. */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { renderQrPng } from '../../server/qr/qr-png';
import { appQrAddress, appQrPath } from '../../shared/app-qr';
import { binaryBody } from '../helpers/binary-body';
import { startTestApp, type TestApp } from '../helpers/test-app';

const HOST = 'game.example';
const ORIGIN = `http://${HOST}`;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp?.close());

function get(address: string) {
  return request(testApp.app)
    .get(appQrPath(address))
    .set('Host', HOST)
    .buffer(true)
    .parse(binaryBody);
}

describe('GET /qr/app/<address>.png', () => {
  it.each(['/m/download', '/en/m/download', '/ja/m/download'])(
    'is the PNG code of %s with the campaign query, cacheable',
    async (path) => {
      const address = `${ORIGIN}${path}?channel=bilibili&track_id=t-1%E4%B8%AD`;
      expect(appQrAddress(appQrPath(address))).toBe(address);
      const response = await get(address);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect((response.body as Buffer).equals(renderQrPng(address))).toBe(true);
    },
  );

  it.each([
    ['another site', 'https://evil.example/m/download?channel=x'],
    ['another page of this site', `${ORIGIN}/terms?channel=x`],
    ['the desktop download page', `${ORIGIN}/download?channel=x`],
    ['an address past the bound', `${ORIGIN}/m/download?channel=${'x'.repeat(1100)}`],
    ['not an address', 'channel=x'],
  ])('makes no code of %s', async (_name, address) => {
    expect((await get(address)).status).toBe(404);
  });

  it('makes no code of a path that is not base64url', async () => {
    await request(testApp.app).get('/qr/app/not*base64.png').set('Host', HOST).expect(404);
  });
});
