/**
 * The typed client against the embedded demo API: directly, as server-side
 * loading calls it, and through the anti-forgery check and the proxy, as the browser calls it.
 */
import { describe, expect, it } from 'vitest';

import { startDemoApi } from '../../../demo-api/start-demo-api';
import { silentLogger } from '../../../server/logging/logger';
import { DEMO_VERIFICATION_CODE } from '../../../shared/account/login-constants';
import { createApiClient } from '../../../shared/api/client';
import { ApiError } from '../../../shared/api/envelope';
import type { StoredSession } from '../../../shared/api/types';
import { proxySiteForSuite } from '../../helpers/proxy-site';

const login = (phone: string, code = DEMO_VERIFICATION_CODE) => ({
  country_code: '86',
  phone,
  phone_verify_code: code,
  source: 'official-website',
});

const site = proxySiteForSuite({
  upstream: () => startDemoApi({ logger: silentLogger, captchaId: '' }),
});

describe('typed client against the demo API, directly', () => {
  it('logs in with the demo code, then calls users.me with the session', async () => {
    let session: StoredSession | null = null;
    const api = createApiClient({
      baseURL: site.upstream.url,
      lang: 'zh',
      platformSource: 'web',
      userAgent: 'vitest',
      getSession: () => session,
    });
    session = await api.users.loginRegister(login('13800138000'));
    expect(session.access_token).toBeTruthy();
    expect(session.web_user_id).toBeTruthy();
    const me = await api.users.me();
    expect(me.web_user_id).toBe(session.web_user_id);
    expect(me.phone).toBe('138****8000');
  });

  it('rejects a wrong code with the message in the page language', async () => {
    const api = createApiClient({ baseURL: site.upstream.url, lang: 'en', platformSource: 'web' });
    const error = await api.users
      .loginRegister(login('13800138001', '000000'))
      .catch((error: unknown) => error);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ errorCode: 40011, message: 'Incorrect verification code' });
  });

  it('reports a logged-out visitor through onLoggedOut', async () => {
    let loggedOut = 0;
    const api = createApiClient({
      baseURL: site.upstream.url,
      lang: 'zh',
      platformSource: 'web',
      getSession: () => ({ access_token: 'expired', web_user_id: 'nobody' }),
      onLoggedOut: () => {
        loggedOut += 1;
      },
    });
    await expect(api.users.me()).rejects.toMatchObject({ errorCode: 41001 });
    expect(loggedOut).toBe(1);
  });

  it('loads visitor data', async () => {
    const api = createApiClient({
      baseURL: site.upstream.url,
      lang: 'ja',
      platformSource: 'mobile_web',
    });
    const games = await api.visitor.gameList({ page: 1, page_size: 2 });
    expect(games.list.length).toBeGreaterThan(0);
    const first = games.list[0];
    if (!first) throw new Error('no game');
    const detail = await api.visitor.gameDetail({ game_id: first.id });
    expect(detail.id).toBe(first.id);
  });
});

describe('typed client through the proxy, as the browser calls it', () => {
  it('logs in and reads the user with the page-issued anti-forgery token', async () => {
    const { visitor } = site;
    let session: StoredSession | null = null;
    const api = createApiClient({
      baseURL: site.url,
      lang: 'zh',
      platformSource: 'web',
      getSession: () => session,
      // What the browser adds by itself: its cookies, and axios's XSRF header.
      headers: { cookie: visitor.cookie, 'X-XSRF-TOKEN': visitor.token },
    });
    session = await api.users.loginRegister(login('13900139000'));
    const me = await api.users.me();
    expect(me.web_user_id).toBe(session.web_user_id);
  });

  it('is refused by the proxy without the token', async () => {
    const api = createApiClient({ baseURL: site.url, lang: 'zh', platformSource: 'web' });
    const error = await api.users
      .loginRegister(login('13900139001'))
      .catch((error: unknown) => error);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, errorCode: 403 });
  });
});
