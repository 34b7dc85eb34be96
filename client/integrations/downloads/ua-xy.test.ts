import { describe, expect, it } from 'vitest';

import { normaliseUaXy } from './ua-xy';

describe('normaliseUaXy', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6_1 like Mac OS X)',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X)',
    ],
  ])('keeps the system part of an iOS user agent: %s', (ua, expected) => {
    expect(normaliseUaXy(ua)).toBe(expected);
  });

  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8)',
    ],
    [
      'Mozilla/5.0 (Linux; U; Android 12; zh-cn; M2012K11AC Build/SKQ1.211006.001) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/100.0.4896.58 Mobile Safari/537.36',
      'Mozilla/5.0 (Linux; Android 12; M2012K11AC)',
    ],
    [
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      'Mozilla/5.0 (Linux; Android 10; K)',
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-S9180 Build/TP1A.220624.014; wv) AppleWebKit/537.36',
      'Mozilla/5.0 (Linux; Android 13; SM-S9180)',
    ],
    ['Dalvik/2.1.0 (Linux; U; Android 11)', 'Mozilla/5.0 (Linux; Android 11)'],
  ])('keeps the system part of an Android user agent: %s', (ua, expected) => {
    expect(normaliseUaXy(ua)).toBe(expected);
  });

  it.each([
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko)',
    '',
  ])('gives an empty string for other systems: "%s"', (ua) => {
    expect(normaliseUaXy(ua)).toBe('');
  });
});
