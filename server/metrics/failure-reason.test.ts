import { AxiosError } from 'axios';
import { describe, expect, it } from 'vitest';

import { ApiError, INVALID_ENVELOPE_CODE } from '../../shared/api/envelope';
import { InvalidPayloadError } from '../../shared/api/validate';
import { failureReason } from './failure-reason';

describe('failureReason', () => {
  it.each([
    [new AxiosError('timeout of 10000ms exceeded', 'ECONNABORTED'), 'timeout'],
    [new AxiosError('connect ECONNREFUSED 127.0.0.1:9', 'ECONNREFUSED'), 'refused'],
    [new AxiosError('getaddrinfo ENOTFOUND api', 'ENOTFOUND'), 'refused'],
    [new AxiosError('maxContentLength size of 2097152 exceeded', 'ERR_BAD_RESPONSE'), 'too_large'],
    [new AxiosError('stream has been aborted', 'ERR_BAD_RESPONSE'), 'bad_shape'],
    [new AxiosError('canceled', 'ERR_CANCELED'), 'canceled'],
    [new InvalidPayloadError('gameList', ['list']), 'bad_shape'],
    [new ApiError(200, INVALID_ENVELOPE_CODE, 'Invalid API response'), 'bad_shape'],
    [new ApiError(502, 502, 'Bad gateway'), 'http_5xx'],
    [new ApiError(404, 404, 'Not found'), 'http_4xx'],
    [new ApiError(200, 41001, 'logged out'), 'error_code'],
    [{ error_code: 41907, error_message: 'x', payload: null }, 'error_code'],
    [new Error('something else'), 'other'],
  ] as const)('%s is %s', (error, reason) => {
    expect(failureReason(error)).toBe(reason);
  });

  it('reads an ApiError made by another copy of the client by its shape', () => {
    const foreign = Object.assign(new Error('Invalid gameList payload'), {
      status: 200,
      errorCode: INVALID_ENVELOPE_CODE,
    });
    expect(failureReason(foreign)).toBe('bad_shape');
  });
});
