import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type RunningDemoApi, startDemoApi } from '../../../demo-api/start-demo-api';
import { DEMO_VERIFICATION_CODE } from '../../../shared/account/login-constants';
import { USER_CALL_PATHS } from '../../../shared/api/endpoints';
import { createLocalCaptchaResult } from '../../../shared/api/local-captcha';
import type { CurrentUser, SendCodeResponse, UserSession } from '../../../shared/api/types';
import { authHeaders, call, login } from '../../helpers/demo-api-calls';

let clock = Date.UTC(2025, 5, 1, 8, 0, 0);
let demo: RunningDemoApi;
let url: string;

beforeAll(async () => {
  demo = await startDemoApi({ now: () => clock, captchaId: '' });
  url = demo.url;
});

afterAll(async () => {
  await demo.close();
});

function sendCodeBody(phone: string, overrides: Record<string, unknown> = {}) {
  return { country_code: '86', phone, ...createLocalCaptchaResult(clock), ...overrides };
}

const SEND_CODE = USER_CALL_PATHS.sendCodeWithCaptcha;
const LOGIN = USER_CALL_PATHS.loginRegister;

describe('startDemoApi', () => {
  it('listens on a random loopback port', () => {
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });
});

describe('send code with captcha', () => {
  it('sends a code for a valid number and a valid local captcha', async () => {
    const { status, body } = await call<SendCodeResponse>(url, SEND_CODE, {
      body: sendCodeBody('13800000001'),
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      error_code: 0,
      error_message: '成功',
      payload: { phone: '138****0001', countdown_seconds: 60 },
    });
  });

  it('refuses a second code for the same phone within 60 s (40029), then allows it', async () => {
    const phone = '13800000002';
    expect((await call(url, SEND_CODE, { body: sendCodeBody(phone) })).body.error_code).toBe(0);
    clock += 20_000;
    const again = await call(url, SEND_CODE, { body: sendCodeBody(phone) });
    expect(again.status).toBe(200);
    expect(again.body.error_code).toBe(40029);
    expect(again.body.error_message).toBe('验证码发送过于频繁，请40秒后再试');
    expect(again.body.payload).toBeNull();
    const english = await call(url, SEND_CODE, {
      body: sendCodeBody(phone),
      headers: { lan: 'en' },
    });
    expect(english.body.error_message).toBe(
      'Codes are requested too often. Please try again in 40 s',
    );
    // Another number is not affected.
    expect(
      (await call(url, SEND_CODE, { body: sendCodeBody('13800000003') })).body.error_code,
    ).toBe(0);
    clock += 41_000;
    expect((await call(url, SEND_CODE, { body: sendCodeBody(phone) })).body.error_code).toBe(0);
  });

  it('rejects malformed phone numbers and other country codes (40010, localized)', async () => {
    for (const phone of ['12800000000', '1380000000', '138000000001', 'abc', '']) {
      const { body } = await call(url, SEND_CODE, { body: sendCodeBody(phone) });
      expect(body.error_code).toBe(40010);
      expect(body.error_message).toBe('手机号格式不正确');
    }
    const japanese = await call(url, SEND_CODE, {
      body: sendCodeBody('123'),
      headers: { lan: 'ja' },
    });
    expect(japanese.body.error_message).toBe('電話番号の形式が正しくありません');
    const foreign = await call(url, SEND_CODE, {
      body: sendCodeBody('13800000004', { country_code: '1' }),
    });
    expect(foreign.body.error_code).toBe(40010);
  });

  it('rejects a wrong, stale or missing local captcha result (40012)', async () => {
    const cases = [
      sendCodeBody('13800000005', { captcha_output: 'forged' }),
      sendCodeBody('13800000005', { pass_token: '' }),
      { ...sendCodeBody('13800000005'), gen_time: String(Math.floor(clock / 1000) - 11 * 60) },
      { country_code: '86', phone: '13800000005' },
    ];
    for (const body of cases) {
      const result = await call(url, SEND_CODE, { body });
      expect(result.body.error_code).toBe(40012);
      expect(result.body.error_message).toBe('人机验证失败，请重新验证');
    }
  });

  it('accepts any non-empty captcha fields when a captcha provider is configured', async () => {
    const withProvider = await startDemoApi({ captchaId: 'configured-id' });
    try {
      const base = { country_code: '86', phone: '13800000006' };
      const fields = { lot_number: 'a', captcha_output: 'b', pass_token: 'c', gen_time: '1' };
      const ok = await call(withProvider.url, SEND_CODE, { body: { ...base, ...fields } });
      expect(ok.body.error_code).toBe(0);
      const missing = await call(withProvider.url, SEND_CODE, {
        body: { ...base, phone: '13800000007', ...fields, pass_token: '' },
      });
      expect(missing.body.error_code).toBe(40012);
    } finally {
      await withProvider.close();
    }
  });
});

describe('login', () => {
  it('logs in with 123456 without a code having been sent, and registers once', async () => {
    const first = await call<UserSession>(url, LOGIN, {
      body: {
        country_code: '86',
        phone: '13900000001',
        phone_verify_code: DEMO_VERIFICATION_CODE,
        source: 'bilibili',
      },
    });
    expect(first.body.error_code).toBe(0);
    const session = first.body.payload;
    expect(session.access_token.length).toBeGreaterThanOrEqual(20);
    expect(session).toMatchObject({
      token_type: 'Bearer',
      phone: '139****0001',
      country_code: '86',
      nickname: '玩家0001',
      is_new_user: true,
    });
    expect(session.web_user_id).toMatch(/^wu_/);
    expect(session.avatar).toBe(`/api/visitor/media/avatar/${session.user_id}.svg`);

    const second = await login(url, '13900000001');
    expect(second.user_id).toBe(session.user_id);
    expect(second.is_new_user).toBe(false);
    expect(second.access_token).not.toBe(session.access_token);
  });

  it('rejects a wrong code with 40011 in the request language', async () => {
    const body = { country_code: '86', phone: '13900000002', phone_verify_code: '654321' };
    const zh = await call(url, LOGIN, { body });
    expect(zh.status).toBe(200);
    expect(zh.body).toEqual({ error_code: 40011, error_message: '验证码错误', payload: null });
    const en = await call(url, LOGIN, { body, headers: { lan: 'en' } });
    expect(en.body.error_message).toBe('Incorrect verification code');
    const unknownLang = await call(url, LOGIN, { body, headers: { lan: 'fr' } });
    expect(unknownLang.body.error_message).toBe('验证码错误');
  });

  it('names new users in the request language', async () => {
    const response = await call<UserSession>(url, LOGIN, {
      body: { country_code: '86', phone: '13900000003', phone_verify_code: DEMO_VERIFICATION_CODE },
      headers: { lan: 'en' },
    });
    expect(response.body.payload.nickname).toBe('Player 0003');
  });
});

describe('current user', () => {
  it('answers the user for a valid bearer token and user_id header', async () => {
    const session = await login(url, '13700000001');
    const { body } = await call<CurrentUser>(url, '/api/users/me/', {
      headers: authHeaders(session),
    });
    expect(body.error_code).toBe(0);
    expect(body.payload).toMatchObject({
      user_id: session.user_id,
      web_user_id: session.web_user_id,
      phone: '137****0001',
      source: 'official-website',
    });
  });

  it('answers 41001 without a token, with an unknown token or a mismatched user_id', async () => {
    const session = await login(url, '13700000002');
    const attempts: Record<string, string>[] = [
      {},
      { user_id: String(session.user_id) },
      { authorization: `Bearer ${session.access_token}` },
      { authorization: 'Bearer not-a-token', user_id: String(session.user_id) },
      { authorization: `Bearer ${session.access_token}`, user_id: '1' },
    ];
    for (const headers of attempts) {
      const { status, body } = await call(url, '/api/users/me/', { headers });
      expect(status).toBe(200);
      expect(body).toEqual({
        error_code: 41001,
        error_message: '登录已过期，请重新登录',
        payload: null,
      });
    }
    const english = await call(url, '/api/users/me/', { headers: { lan: 'en' } });
    expect(english.body.error_message).toBe('Your session has expired. Please log in again');
  });

  it('expires sessions after 7 days', async () => {
    const session = await login(url, '13700000003');
    clock += 7 * 24 * 60 * 60 * 1000 + 1000;
    const { body } = await call(url, '/api/users/me/', { headers: authHeaders(session) });
    expect(body.error_code).toBe(41001);
  });
});
