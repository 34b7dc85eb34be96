/** The typed client against a real local HTTP server that records what it receives. */
import http, { type IncomingHttpHeaders } from 'node:http';

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { DEMO_VERIFICATION_CODE } from '../../../shared/account/login-constants';
import { createApiClient } from '../../../shared/api/client';
import { fnv1a64 } from '../../../shared/api/device-hash';
import { USER_CALL_PATHS } from '../../../shared/api/endpoints';
import { ApiError } from '../../../shared/api/envelope';
import type { StoredSession } from '../../../shared/api/types';
import { listen, type Listening } from '../../helpers/listen';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

const UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) test';
let server: Listening;
let baseURL = '';
const seen: Seen[] = [];
/** Calls whose answer was still dribbling in when the client hung up. */
let droppedMidAnswer = 0;
let answer: {
  status: number;
  body: unknown;
  /** Never answers: the call ends only by its deadline or its caller. */
  silent?: boolean;
  /** Headers and a first byte at once, then a byte every 20 ms: never idle, never done. */
  dribble?: boolean;
} = {
  status: 200,
  body: { error_code: 0, error_message: '', payload: { ok: true } },
};

beforeAll(async () => {
  const upstream = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const send = () => {
        res.statusCode = answer.status;
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify(answer.body));
      };
      if (answer.dribble) {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.write('{');
        const timer = setInterval(() => res.write(' '), 20);
        res.on('close', () => {
          clearInterval(timer);
          if (!res.writableEnded) droppedMidAnswer += 1;
        });
      } else if (!answer.silent) send();
    });
  });
  server = await listen(upstream);
  baseURL = server.url;
});
afterEach(() => {
  seen.length = 0;
  droppedMidAnswer = 0;
  answer = { status: 200, body: { error_code: 0, error_message: '', payload: { ok: true } } };
});
afterAll(() => server.close());

describe('createApiClient', () => {
  it('sends the visitor headers and the query, and resolves the payload', async () => {
    const payload = { list: [], total: 0, page: 2, page_size: 10, has_more: false };
    answer = { status: 200, body: { error_code: 0, error_message: '', payload } };
    const api = createApiClient({
      baseURL,
      lang: 'ja',
      platformSource: 'mobile_web',
      userAgent: UA,
    });
    await expect(
      api.visitor.gameList({ page: 2, page_size: 10, keyword: '原 神' }),
    ).resolves.toEqual({ list: [], total: 0 });
    const request = seen[0];
    expect(request?.method).toBe('GET');
    const url = new URL(request?.url ?? '', baseURL);
    expect(url.pathname).toBe('/api/visitor/game/list');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '2',
      page_size: '10',
      keyword: '原 神',
    });
    expect(request?.headers).toMatchObject({
      area: 'cn',
      lan: 'ja',
      'app-platform': 'web',
      module: 'web',
      'platform-source': 'mobile_web',
    });
    expect(request?.headers.authorization).toBeUndefined();
    expect(request?.headers['device-identifier']).toBeUndefined();
  });

  it('reads the session on every call, so login and logout apply at once', async () => {
    const user = { user_id: 9, web_user_id: 'web-9', nickname: 'N', avatar: '', phone: '' };
    answer = { status: 200, body: { error_code: 0, error_message: '', payload: user } };
    let session: StoredSession | null = null;
    const api = createApiClient({
      baseURL,
      lang: 'zh',
      platformSource: 'web',
      userAgent: UA,
      channel: 'bilibili',
      getSession: () => session,
    });
    await api.users.me();
    session = { access_token: 'tok-1', web_user_id: 'web-9' };
    await api.users.me();
    session = null;
    await api.users.me();
    expect(seen.map((request) => request.headers.authorization)).toEqual([
      undefined,
      'Bearer tok-1',
      undefined,
    ]);
    expect(seen[1]?.headers).toMatchObject({
      user_id: 'web-9',
      'device-identifier': fnv1a64(UA),
      'app-channel': 'bilibili',
    });
    expect(seen[1]?.url).toBe('/api/users/me/');
  });

  it('sends device-identifier with the login call even for a visitor', async () => {
    const api = createApiClient({ baseURL, lang: 'zh', platformSource: 'web', userAgent: UA });
    await api.users.loginRegister({
      country_code: '86',
      phone: '13800138000',
      phone_verify_code: DEMO_VERIFICATION_CODE,
      source: 'official-website',
    });
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.url).toBe(USER_CALL_PATHS.loginRegister);
    expect(seen[0]?.headers['device-identifier']).toBe(fnv1a64(UA));
    expect(seen[0]?.headers['app-platform']).toBe('web');
    expect(seen[0]?.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(seen[0]?.body ?? '')).toMatchObject({ phone: '13800138000' });
  });

  it('sends account_delete data as query params', async () => {
    const api = createApiClient({ baseURL, lang: 'zh', platformSource: 'web' });
    await api.users.deleteAccount({ verify_token: 'v t' });
    expect(seen[0]?.method).toBe('POST');
    expect(new URL(seen[0]?.url ?? '', baseURL).searchParams.get('verify_token')).toBe('v t');
  });

  it('sends the request id and extra headers', async () => {
    const api = createApiClient({
      baseURL,
      lang: 'en',
      platformSource: 'web',
      headers: { 'x-extra': 'yes' },
    });
    await api.im.getToken({ app_id: 'a' }, { requestId: 'req-42' });
    expect(seen[0]?.headers['x-request-id']).toBe('req-42');
    expect(seen[0]?.headers['x-extra']).toBe('yes');
  });

  it('calls onLoggedOut and rejects on 41001', async () => {
    answer = {
      status: 200,
      body: { error_code: 41001, error_message: 'logged out', payload: null },
    };
    const onLoggedOut = vi.fn();
    const api = createApiClient({ baseURL, lang: 'zh', platformSource: 'web', onLoggedOut });
    await expect(api.im.getToken({ app_id: 'a' })).rejects.toMatchObject({
      errorCode: 41001,
      message: 'logged out',
    });
    expect(onLoggedOut).toHaveBeenCalledTimes(1);
  });

  it('rejects a non-2xx answer with an ApiError', async () => {
    answer = {
      status: 504,
      body: { error_code: 504, error_message: 'Upstream timed out', payload: null },
    };
    const api = createApiClient({ baseURL, lang: 'zh', platformSource: 'web' });
    const error = await api.visitor.activityIndex().catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 504, errorCode: 504, message: 'Upstream timed out' });
  });

  it('rejects with the network error as is when aborted or unreachable', async () => {
    answer = { ...answer, silent: true };
    const api = createApiClient({ baseURL, lang: 'zh', platformSource: 'web' });
    const controller = new AbortController();
    const call = api.visitor.homeCharacters({ signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'CanceledError' });

    const offline = createApiClient({
      baseURL: 'http://127.0.0.1:1',
      lang: 'zh',
      platformSource: 'web',
    });
    await expect(offline.visitor.homeCharacters()).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('times out after timeoutMs', async () => {
    answer = { ...answer, silent: true };
    const api = createApiClient({ baseURL, lang: 'zh', platformSource: 'web', timeoutMs: 50 });
    await expect(api.visitor.homeCharacters()).rejects.toMatchObject({ code: 'ECONNABORTED' });
  });

  it('times out after timeoutMs even while the answer keeps dribbling in', async () => {
    answer = { ...answer, dribble: true };
    const api = createApiClient({ baseURL, lang: 'zh', platformSource: 'web', timeoutMs: 200 });
    await expect(api.visitor.homeCharacters()).rejects.toMatchObject({
      code: 'ECONNABORTED',
      message: 'timeout of 200ms exceeded',
    });
    // The deadline ended the call while the answer was still coming: the client hung up on it.
    await expect.poll(() => droppedMidAnswer).toBe(1);
  });

  it('keeps the deadline when the caller passes a signal, and the caller can still abort', async () => {
    answer = { ...answer, dribble: true };
    const api = createApiClient({ baseURL, lang: 'zh', platformSource: 'web', timeoutMs: 200 });
    const caller = new AbortController();
    await expect(api.visitor.homeCharacters({ signal: caller.signal })).rejects.toMatchObject({
      code: 'ECONNABORTED',
    });
    const call = api.visitor.homeCharacters({ signal: caller.signal });
    caller.abort();
    await expect(call).rejects.toMatchObject({ name: 'CanceledError' });
  });

  it('refuses an answer over maxContentLength', async () => {
    answer = { status: 200, body: { error_code: 0, error_message: '', payload: 'x'.repeat(2048) } };
    const capped = createApiClient({
      baseURL,
      lang: 'zh',
      platformSource: 'web',
      maxContentLength: 1024,
    });
    await expect(capped.im.getToken({ app_id: 'a' })).rejects.toMatchObject({
      message: 'maxContentLength size of 1024 exceeded',
    });
    const uncapped = createApiClient({ baseURL, lang: 'zh', platformSource: 'web' });
    await expect(uncapped.im.getToken({ app_id: 'a' })).resolves.toHaveLength(2048);
  });

  it('refuses paths that could leave the configured origin', async () => {
    const api = createApiClient({ baseURL: '', lang: 'zh', platformSource: 'web' });
    await expect(
      api.request({ method: 'GET', path: '//evil.example/api/x' }),
    ).rejects.toBeInstanceOf(TypeError);
    await expect(
      api.request({ method: 'GET', path: 'https://evil.example/api/x' }),
    ).rejects.toBeInstanceOf(TypeError);
    expect(seen).toHaveLength(0);
  });

  it("configures axios's XSRF handling, fixed base and timeout", async () => {
    const api = createApiClient({ baseURL: '', lang: 'zh', platformSource: 'web' });
    const http = await api.http();
    expect(http.defaults).toMatchObject({
      xsrfCookieName: 'XSRF-TOKEN',
      xsrfHeaderName: 'X-XSRF-TOKEN',
      allowAbsoluteUrls: false,
      timeout: 10_000,
    });
    expect(http.defaults.withXSRFToken).toBeUndefined();
  });
});
