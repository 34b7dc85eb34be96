import axios, { type AxiosInstance, type AxiosResponse, isAxiosError } from 'axios';
import axiosRetry from 'axios-retry';
import type { Request } from 'express';

import { upstreamRequestHeaders } from './forward-headers';
import { passed, refused, type Stage } from './proxy-call';
import { retryConfigFor } from './retry-policy';

/** What goes upstream: the client's method, path and query, the allowed headers, the body. */
export interface UpstreamRequest {
  method: string;
  /** Path and query below the upstream origin. */
  url: string;
  headers: Record<string, string | false>;
  body: Buffer | undefined;
}

/**
 * The client of one upstream origin: a fixed base and no absolute URLs, so whatever the path, the
 * call goes to this origin. Answers cross untouched, in their content-encoding and without being
 * parsed; `maxAnswerBytes` counts the bytes as they arrive.
 */
export function upstreamClient(upstreamUrl: string, maxAnswerBytes: number): AxiosInstance {
  const client = axios.create({
    baseURL: upstreamUrl,
    allowAbsoluteUrls: false,
    maxRedirects: 0,
    decompress: false,
    responseType: 'arraybuffer',
    maxContentLength: maxAnswerBytes,
    transformRequest: [(data: unknown) => data],
    transformResponse: [(data: unknown) => data],
    validateStatus: () => true,
    // axios's timeout only fires on an idle socket; the call's signal carries the deadline.
    timeout: 0,
  });
  axiosRetry(client, { retries: 0 });
  return client;
}

/** The upstream request for the client's `req`, to `target` (the checked path and query). */
export function upstreamRequest(
  req: Request,
  target: string,
  requestId: string,
  body: Buffer | undefined,
): UpstreamRequest {
  return {
    method: req.method,
    url: target,
    headers: upstreamRequestHeaders(req, requestId, body !== undefined),
    body,
  };
}

/**
 * Sends the request, retried as its method allows (`onRetry` hears of each retry), within
 * `signal`: the upstream's answer, whatever its status, or why there is none.
 */
export async function callUpstream(
  client: AxiosInstance,
  request: UpstreamRequest,
  signal: AbortSignal,
  onRetry: () => void,
): Promise<Stage<AxiosResponse<Buffer>>> {
  try {
    return passed(
      await client.request<Buffer>({
        method: request.method,
        url: request.url,
        headers: request.headers,
        data: request.body,
        signal,
        'axios-retry': retryConfigFor(request.method, onRetry),
      }),
    );
  } catch (error) {
    // A retryable status after the last try comes back as an error holding the whole answer.
    const last = isAxiosError<Buffer>(error) ? error.response : undefined;
    if (last && Buffer.isBuffer(last.data) && !signal.aborted) return passed(last);
    if (signal.aborted) {
      return refused({ outcome: 'timeout', status: 504, message: 'Upstream timed out' });
    }
    if (isAxiosError(error) && error.code === 'ERR_BAD_RESPONSE') {
      // Over the byte cap, or cut off by the upstream before its end.
      return refused({ outcome: 'bad-answer', status: 502, message: 'Bad upstream answer', error });
    }
    return refused({ outcome: 'unreachable', status: 502, message: 'Upstream unreachable', error });
  }
}
