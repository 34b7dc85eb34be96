import { describe, expect, it } from 'vitest';

import { formatCount, formatDate, formatSize } from './format';

describe('formatDate', () => {
  it('gives the calendar day in UTC+8', () => {
    expect(formatDate('2026-11-18T00:00:00.000Z')).toBe('2026-11-18');
    expect(formatDate('2026-11-18T16:30:00.000Z')).toBe('2026-11-19');
    expect(formatDate('2025-05-12')).toBe('2025-05-12');
  });

  it('keeps text that is not a date', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});

describe('formatCount', () => {
  it.each([
    [128_400, 'zh', '12.8万'],
    [128_400, 'ja', '12.8万'],
    [128_400, 'en', '128.4K'],
    [9_999, 'zh', '9999'],
    [950, 'en', '950'],
    [2_500_000, 'en', '2.5M'],
    [250_000_000, 'zh', '2.5亿'],
  ] as const)('%d in %s is %s', (count, lang, text) => {
    expect(formatCount(count, lang)).toBe(text);
  });
});

describe('formatSize', () => {
  it('gives megabytes with one decimal', () => {
    expect(formatSize(186_646_528)).toBe('178.0 MB');
    expect(formatSize(1_572_864)).toBe('1.5 MB');
  });
});
