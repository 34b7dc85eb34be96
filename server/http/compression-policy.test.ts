import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { compressWhole } from './compression-policy';

/** Markup shaped like a page: repeated structure, varying text. */
const page = Buffer.from(
  Array.from(
    { length: 300 },
    (_, index) =>
      `<li class="card card--${index % 7}"><a href="/game-library/${index}">第 ${index} 个游戏</a></li>`,
  ).join(''),
);

describe('compressWhole', () => {
  it('makes gzip that decodes to the same body', () => {
    expect(gunzipSync(compressWhole(page, 'gzip'))).toEqual(page);
  });

  it('makes brotli that decodes to the same body', () => {
    expect(brotliDecompressSync(compressWhole(page, 'br'))).toEqual(page);
  });

  it('makes zstd that decodes to the same body, no larger than the gzip', () => {
    const body = compressWhole(page, 'zstd');
    expect(zstdDecompressSync(body)).toEqual(page);
    expect(body.length).toBeLessThanOrEqual(compressWhole(page, 'gzip').length);
  });
});
