import { describe, expect, it } from 'vitest';

import { tooManyRequestsMessage } from './limit-message';

describe('the rate limits’ message', () => {
  it('names the wait in the plural form its number takes', () => {
    expect(tooManyRequestsMessage('en', 1)).toBe('Too many attempts. Please try again in 1 second');
    expect(tooManyRequestsMessage('en', 30)).toBe(
      'Too many attempts. Please try again in 30 seconds',
    );
    expect(tooManyRequestsMessage('en', 600)).toBe(
      'Too many attempts. Please try again in 10 minutes',
    );
    expect(tooManyRequestsMessage('zh', 1)).toBe('操作过于频繁，请 1 秒后再试');
    expect(tooManyRequestsMessage('ja', 1)).toBe(
      '操作が多すぎます。1 秒後にもう一度お試しください',
    );
  });

  it('rounds a longer wait up to whole minutes or hours', () => {
    expect(tooManyRequestsMessage('zh', 121)).toBe('操作过于频繁，请 3 分钟后再试');
    expect(tooManyRequestsMessage('en', 3 * 3600 + 1)).toBe(
      'Too many attempts. Please try again in 4 hours',
    );
  });
});
