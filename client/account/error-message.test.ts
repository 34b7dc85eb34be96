import { describe, expect, it } from 'vitest';

import { ApiError } from '../../shared/api/envelope';
import { retryAfterSeconds, serverMessage } from './error-message';

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
