import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MAX_WRONG_CODES, WRONG_CODE_LOCK_MINUTES } from '../../../demo-api/constants';
import { type RunningDemoApi, startDemoApi } from '../../../demo-api/start-demo-api';
import { DEMO_VERIFICATION_CODE } from '../../../shared/account/login-constants';
import { USER_CALL_PATHS } from '../../../shared/api/endpoints';
import type { UserSession, VerifyPhoneCodeResponse } from '../../../shared/api/types';
import { authHeaders, call, login } from '../../helpers/demo-api-calls';

const LOGIN = USER_CALL_PATHS.loginRegister;
const VERIFY = USER_CALL_PATHS.verifyPhoneCode;
const RIGHT = DEMO_VERIFICATION_CODE;
const WRONG = '000000';
const MINUTE = 60_000;

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

function tryLogin(phone: string, code: string, lan = 'zh') {
  return call<UserSession>(url, LOGIN, {
    body: { country_code: '86', phone, phone_verify_code: code },
    headers: { lan },
  });
}

async function failTimes(phone: string, times: number) {
  for (let attempt = 1; attempt <= times; attempt += 1) {
    const { body } = await tryLogin(phone, WRONG);
    expect(body.error_code, `wrong code #${attempt}`).toBe(40011);
  }
}

describe('wrong verification codes lock a phone out', () => {
  it(`refuses even the right code after ${MAX_WRONG_CODES} wrong ones, in zh, en and ja`, async () => {
    const phone = '13500000001';
    await failTimes(phone, MAX_WRONG_CODES);
    const locked = await tryLogin(phone, RIGHT);
    expect(locked.status).toBe(200);
    expect(locked.body).toEqual({
      error_code: 40029,
      error_message: '验证码错误次数过多，请10分钟后再试',
      payload: null,
    });
    expect((await tryLogin(phone, RIGHT, 'en')).body.error_message).toBe(
      'Too many incorrect codes. Please try again in 10 min',
    );
    expect((await tryLogin(phone, RIGHT, 'ja')).body.error_message).toBe(
      '認証コードの誤りが多すぎます。10分後にもう一度お試しください',
    );
    // Another number is not affected.
    expect((await tryLogin('13500000002', RIGHT)).body.error_code).toBe(0);
  });

  it('lifts the lock after 10 minutes, with a fresh count', async () => {
    const phone = '13500000003';
    await failTimes(phone, MAX_WRONG_CODES);
    clock += 4 * MINUTE + 30_000;
    const later = await tryLogin(phone, RIGHT);
    expect(later.body.error_code).toBe(40029);
    expect(later.body.error_message).toBe('验证码错误次数过多，请6分钟后再试');
    clock += 5 * MINUTE + 29_000;
    expect((await tryLogin(phone, RIGHT)).body.error_code).toBe(40029);
    clock += 1000;
    expect((await tryLogin(phone, RIGHT)).body.error_code).toBe(0);
    // The count started again: four more wrong codes do not lock it.
    await failTimes(phone, MAX_WRONG_CODES - 1);
    expect((await tryLogin(phone, RIGHT)).body.error_code).toBe(0);
  });

  it('resets the count when the right code comes before the last allowed failure', async () => {
    const phone = '13500000004';
    await failTimes(phone, MAX_WRONG_CODES - 1);
    expect((await tryLogin(phone, RIGHT)).body.error_code).toBe(0);
    await failTimes(phone, MAX_WRONG_CODES - 1);
    expect((await tryLogin(phone, RIGHT)).body.error_code).toBe(0);
  });

  it('forgets wrong codes further apart than a lock lasts', async () => {
    const phone = '13500000005';
    await failTimes(phone, MAX_WRONG_CODES - 1);
    clock += WRONG_CODE_LOCK_MINUTES * MINUTE;
    await failTimes(phone, 1);
    expect((await tryLogin(phone, RIGHT)).body.error_code).toBe(0);
  });

  it('counts the codes of the account-removal check against the same phone', async () => {
    const phone = '13500000006';
    const session = await login(url, phone);
    const headers = authHeaders(session);
    for (let attempt = 1; attempt <= MAX_WRONG_CODES; attempt += 1) {
      const wrong = await call(url, VERIFY, { body: { phone_verify_code: WRONG }, headers });
      expect(wrong.body.error_code).toBe(40011);
    }
    const locked = await call<VerifyPhoneCodeResponse>(url, VERIFY, {
      body: { phone_verify_code: RIGHT },
      headers: { ...headers, lan: 'en' },
    });
    expect(locked.body).toMatchObject({
      error_code: 40029,
      error_message: 'Too many incorrect codes. Please try again in 10 min',
    });
    expect((await tryLogin(phone, RIGHT)).body.error_code).toBe(40029);
  });
});
