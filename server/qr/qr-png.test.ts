import { PNG } from 'pngjs';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';

import { QR_MIN_PIXELS, renderQrPng } from './qr-png';

/** The decoded image: width, and each pixel's grey level. */
function decode(png: Buffer) {
  const image = PNG.sync.read(png);
  expect(image.width).toBe(image.height);
  // pngjs hands back RGBA: keep the red channel, which is the grey level.
  const grey = (x: number, y: number) => image.data[(y * image.width + x) * 4]!;
  return { width: image.width, grey };
}

describe('renderQrPng', () => {
  it.each([
    ['a short address', 'https://www.douyin.com/'],
    ['a long address', `https://example.com/${'a'.repeat(900)}`],
  ])('draws the code of %s module by module, in whole pixels', (_, url) => {
    const png = renderQrPng(url);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
    const { width, grey } = decode(png);
    const { data, size } = encode(url, { border: 4, ecc: 'M' });
    // Sharp: each module is the same whole number of pixels, pure black or pure white.
    expect(width % size).toBe(0);
    const scale = width / size;
    let wrong = 0;
    for (let y = 0; y < width; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const dark = data[Math.floor(y / scale)]![Math.floor(x / scale)];
        if (grey(x, y) !== (dark ? 0 : 255)) wrong += 1;
      }
    }
    expect(wrong).toBe(0);
  });

  it('is large enough for a 3x screen, and bounded for the largest code', () => {
    const small = decode(renderQrPng('https://qm.qq.com/'));
    expect(small.width).toBeGreaterThanOrEqual(QR_MIN_PIXELS);
    const largest = decode(renderQrPng('x'.repeat(2300)));
    expect(largest.width).toBeGreaterThanOrEqual(QR_MIN_PIXELS);
    // Version 40 is 177 modules, 185 with the quiet zone: never more than one module over.
    expect(largest.width).toBeLessThan(QR_MIN_PIXELS + 185);
  });

  it('leaves a quiet zone of four white modules', () => {
    const { width, grey } = decode(renderQrPng('https://weixin.qq.com/'));
    const { size } = encode('https://weixin.qq.com/', { border: 4, ecc: 'M' });
    const zone = (width / size) * 4;
    let dark = 0;
    for (let i = 0; i < width; i += 1) {
      for (let d = 0; d < zone; d += 1) {
        for (const level of [
          grey(i, d),
          grey(d, i),
          grey(i, width - 1 - d),
          grey(width - 1 - d, i),
        ]) {
          if (level !== 255) dark += 1;
        }
      }
    }
    expect(dark).toBe(0);
  });
});
