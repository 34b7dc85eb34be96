/** Browsers ask for /favicon.ico on their own: it is the site's icon, not a 404. */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { binaryBody } from '../helpers/binary-body';
import { startTestApp, type TestApp } from '../helpers/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp?.close());

/** The images of an ICO file: width, height, and whether each is a valid PNG. */
function icoImages(body: Buffer) {
  expect(body.readUInt16LE(0)).toBe(0);
  expect(body.readUInt16LE(2)).toBe(1);
  const count = body.readUInt16LE(4);
  return Array.from({ length: count }, (_, index) => {
    const entry = 6 + index * 16;
    const size = body.readUInt32LE(entry + 8);
    const offset = body.readUInt32LE(entry + 12);
    const image = body.subarray(offset, offset + size);
    return {
      width: body.readUInt8(entry) || 256,
      height: body.readUInt8(entry + 1) || 256,
      png: image.length === size && image.subarray(1, 4).toString('latin1') === 'PNG',
    };
  });
}

describe('GET /favicon.ico', () => {
  it('answers the icon, in the sizes browsers and bookmarks use, cacheable', async () => {
    const response = await request(testApp.app).get('/favicon.ico').buffer(true).parse(binaryBody);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(icoImages(response.body as Buffer)).toEqual([
      { width: 16, height: 16, png: true },
      { width: 32, height: 32, png: true },
      { width: 48, height: 48, png: true },
    ]);
  });
});
