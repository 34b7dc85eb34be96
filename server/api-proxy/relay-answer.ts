import type { AxiosResponse } from 'axios';
import type { Request, Response } from 'express';

import { isApiEnvelope } from '../../shared/api/envelope';
import { ERROR_CODE_OK } from '../../shared/api/error-codes';
import { HTTP_SUCCESS_MAX, HTTP_SUCCESS_MIN } from '../../shared/api/http-constants';
import { encodeWhole, isCompressibleType } from '../http/compression-policy';
import { setAnswerCacheHeaders } from './answer-cache-headers';
import { checkAnswerEncoding } from './answer-encoding';
import { BODY_HEADERS, copyResponseHeaders } from './forward-headers';
import { passed, refused, type Stage } from './proxy-call';
import { siteLocation } from './upstream-redirect';

/** An upstream answer fit to pass on. */
export interface CheckedAnswer {
  status: number;
  headers: Record<string, unknown>;
  /** The body as it came, in its content-encoding. */
  body: Buffer;
  /** The body decoded, within the byte cap. */
  decoded: Buffer;
  /** Where a redirect points, as a location on this site. */
  location: string | undefined;
}

const BAD_ANSWER = { outcome: 'bad-answer', status: 502, message: 'Bad upstream answer' } as const;

/**
 * Checks an answer before anything of it is sent: a whole body, whose decoded size stays within
 * `maxAnswerBytes` (10 KB of gzip can hold 10 MB), and a redirect only onto the upstream itself.
 */
export async function checkAnswer(
  answer: AxiosResponse<Buffer>,
  maxAnswerBytes: number,
  upstreamUrl: string,
  target: string,
): Promise<Stage<CheckedAnswer>> {
  // Only a whole body is passed on (a safe method's answer cut mid-body resolves without one).
  if (!Buffer.isBuffer(answer.data)) return refused(BAD_ANSWER);
  const headers = answer.headers as Record<string, unknown>;
  const decoded = await checkAnswerEncoding(
    headers['content-encoding'],
    answer.data,
    maxAnswerBytes,
  );
  if (!decoded.ok) {
    return refused({ ...BAD_ANSWER, error: new Error(`answer encoding: ${decoded.reason}`) });
  }
  const upstreamLocation = headers.location;
  const location =
    typeof upstreamLocation === 'string'
      ? siteLocation(upstreamLocation, upstreamUrl, target)
      : undefined;
  if (typeof upstreamLocation === 'string' && location === undefined) {
    return refused({ ...BAD_ANSWER, error: new Error('redirect off the upstream') });
  }
  return passed({
    status: answer.status,
    headers,
    body: answer.data,
    decoded: decoded.decoded,
    location,
  });
}

/** Whether the upstream accepted the call: a 2xx whose envelope says error_code 0. */
export function isAcceptedAnswer({ status, decoded }: CheckedAnswer): boolean {
  if (status < HTTP_SUCCESS_MIN || status > HTTP_SUCCESS_MAX) return false;
  try {
    const parsed: unknown = JSON.parse(decoded.toString('utf8'));
    return isApiEnvelope(parsed) && parsed.error_code === ERROR_CODE_OK;
  } catch {
    return false;
  }
}

/** Passes the answer on: status, the headers that may cross, and the body. */
export function sendAnswer(req: Request, res: Response, answer: CheckedAnswer): void {
  res.status(answer.status);
  copyResponseHeaders(answer.headers, res);
  if (answer.location !== undefined) res.setHeader('Location', answer.location);
  setAnswerCacheHeaders(req, res, answer.headers);
  if (answer.status >= 300 && answer.status < 400) {
    // A redirect's body is the upstream's own text ("Found http://10.…/api/x"): it would name the
    // address its Location no longer does. A 304 has none anyway.
    for (const name of BODY_HEADERS) res.removeHeader(name);
    res.end();
    return;
  }
  // A text answer the upstream sent plain is compressed here, whole, in one call: through the
  // compression middleware's brotli stream a proxied JSON answer cost 765 µs of CPU, this 464.
  const plainText =
    answer.body.length > 0 &&
    answer.headers['content-encoding'] === undefined &&
    isCompressibleType(String(answer.headers['content-type'] ?? ''));
  res.end(plainText ? encodeWhole(req, res, 'proxied', answer.body) : answer.body);
}
