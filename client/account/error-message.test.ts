import { describe, expect, it } from 'vitest';

import { ApiError } from '../../shared/api/envelope';
import { isTooManyRequests, retryAfterSeconds, serverMessage } from './error-message';

describe('serverMessage', () => {
  it("shows the API's own message for a refused request", () => {
    expect(serverMessage(new ApiError(200, 40011, '验证码错误'))).toBe('验证码错误');
  });

  it('shows nothing of a proxy or server failure, so the caller shows its translated text', () => {
    expect(serverMessage(new ApiError(502, 502, 'Upstream unreachable'))).toBeUndefined();
    expect(serverMessage(new ApiError(504, 504, 'Upstream timed out'))).toBeUndefined();
    expect(serverMessage(new ApiError(503, 0, 'HTTP 503'))).toBeUndefined();
  });
});

describe('retryAfterSeconds', () => {
  it("answers the wait of a rate limit's refusal, and nothing for other failures", () => {
    expect(retryAfterSeconds(new ApiError(429, 429, 'x', 37))).toBe(37);
    expect(retryAfterSeconds(new ApiError(200, 40011, 'x'))).toBeUndefined();
    expect(retryAfterSeconds(new Error('network'))).toBeUndefined();
  });
});

describe('isTooManyRequests', () => {
  it("is true for a 429 of the site or the upstream, and for the API's own code", () => {
    expect(isTooManyRequests(new ApiError(429, 429, '操作过于频繁，请 57 秒后再试', 57))).toBe(
      true,
    );
    expect(isTooManyRequests(new ApiError(429, 0, 'HTTP 429'))).toBe(true);
    expect(isTooManyRequests(new ApiError(200, 40029, '验证码发送过于频繁，请20秒后再试'))).toBe(
      true,
    );
  });

  it('is false for other refusals and failures', () => {
    expect(isTooManyRequests(new ApiError(200, 40011, '验证码错误'))).toBe(false);
    expect(isTooManyRequests(new ApiError(503, 503, 'unavailable', 5))).toBe(false);
    expect(isTooManyRequests(new Error('network'))).toBe(false);
  });
});
