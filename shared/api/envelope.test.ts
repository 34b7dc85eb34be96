import { describe, expect, it, vi } from 'vitest';

import {
  ApiError,
  INVALID_ENVELOPE_CODE,
  isWholeResponseRejection,
  unwrapEnvelope,
} from './envelope';

const envelope = (error_code: number, payload: unknown = null, error_message = '') => ({
  error_code,
  error_message,
  payload,
});

describe('unwrapEnvelope', () => {
  it('resolves the payload on error_code 0', async () => {
    await expect(unwrapEnvelope({ status: 200, data: envelope(0, { a: 1 }) })).resolves.toEqual({
      a: 1,
    });
  });

  it('accepts every status from 200 to 299', async () => {
    await expect(unwrapEnvelope({ status: 299, data: envelope(0, 'x') })).resolves.toBe('x');
  });

  it.each([199, 300, 404, 500])(
    'rejects HTTP %i with an ApiError carrying the status',
    async (status) => {
      const result = unwrapEnvelope({ status, data: envelope(status, null, 'Upstream timed out') });
      await expect(result).rejects.toBeInstanceOf(ApiError);
      await expect(result).rejects.toMatchObject({ status, errorCode: status });
    },
  );

  it('rejects a non-2xx answer without an envelope with a generic message', async () => {
    await expect(unwrapEnvelope({ status: 502, data: '<html>' })).rejects.toMatchObject({
      status: 502,
      errorCode: 502,
      message: 'HTTP 502',
    });
  });

  it('on 41001 calls onLoggedOut first, then rejects with the message', async () => {
    const order: string[] = [];
    const onLoggedOut = vi.fn(() => order.push('hook'));
    const result = unwrapEnvelope(
      { status: 200, data: envelope(41001, null, '请重新登录') },
      { onLoggedOut },
    ).catch((error: unknown) => {
      order.push('rejected');
      throw error;
    });
    await expect(result).rejects.toMatchObject({ errorCode: 41001, message: '请重新登录' });
    expect(onLoggedOut).toHaveBeenCalledTimes(1);
    expect(order).toEqual(['hook', 'rejected']);
  });

  it.each([41907, 41912])('on %i rejects with the whole envelope object', async (code) => {
    const data = envelope(code, { extra: true }, 'needs attention');
    const reason = await unwrapEnvelope({ status: 200, data }).catch((error: unknown) => error);
    expect(reason).toBe(data);
    expect(reason).not.toBeInstanceOf(Error);
    expect(isWholeResponseRejection(reason)).toBe(true);
  });

  it('rejects any other code with its message as an ApiError', async () => {
    const onLoggedOut = vi.fn();
    const result = unwrapEnvelope(
      { status: 200, data: envelope(40011, null, '验证码错误') },
      { onLoggedOut },
    );
    await expect(result).rejects.toBeInstanceOf(ApiError);
    await expect(result).rejects.toMatchObject({
      status: 200,
      errorCode: 40011,
      message: '验证码错误',
    });
    expect(onLoggedOut).not.toHaveBeenCalled();
  });

  it('rejects a 2xx body that is not an envelope', async () => {
    await expect(unwrapEnvelope({ status: 200, data: 'hello' })).rejects.toMatchObject({
      errorCode: INVALID_ENVELOPE_CODE,
    });
  });

  it('does not treat an ApiError as a whole-response rejection', () => {
    expect(isWholeResponseRejection(new ApiError(200, 41907, 'x'))).toBe(false);
  });

  it("rejects a 429 with the server's message and the wait its Retry-After gives", async () => {
    const result = unwrapEnvelope({
      status: 429,
      data: envelope(429, null, '操作过于频繁，请 42 秒后再试'),
      headers: { 'retry-after': '42' },
    });
    await expect(result).rejects.toMatchObject({
      status: 429,
      errorCode: 429,
      message: '操作过于频繁，请 42 秒后再试',
      retryAfterSeconds: 42,
    });
  });

  it('takes no wait from a Retry-After that is not a number of seconds', async () => {
    for (const value of ['Wed, 21 Oct 2015 07:28:00 GMT', '-1', '0', 'soon']) {
      await expect(
        unwrapEnvelope({ status: 429, data: envelope(429), headers: { 'retry-after': value } }),
      ).rejects.toMatchObject({ retryAfterSeconds: undefined });
    }
  });
});
