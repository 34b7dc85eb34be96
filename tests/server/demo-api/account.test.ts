import { describe, expect, it } from 'vitest';

import { DEMO_VERIFICATION_CODE } from '../../../shared/account/login-constants';
import { USER_CALL_PATHS } from '../../../shared/api/endpoints';
import type { SendCodeResponse, VerifyPhoneCodeResponse } from '../../../shared/api/types';
import { authHeaders, call, demoApiForThisFile, login } from '../../helpers/demo-api-calls';

const demo = demoApiForThisFile();

describe('account removal', () => {
  it('verifies the phone, deletes the account, and then every token of it answers 41001', async () => {
    const session = await login(demo.url, '13600000001');
    const otherSession = await login(demo.url, '13600000001');
    const headers = authHeaders(session);

    const sent = await call<SendCodeResponse>(demo.url, USER_CALL_PATHS.sendCodeToSelf, {
      body: {},
      headers,
    });
    expect(sent.body).toMatchObject({ error_code: 0, payload: { phone: '136****0001' } });
    const sentAgain = await call(demo.url, USER_CALL_PATHS.sendCodeToSelf, {
      body: {},
      headers,
    });
    expect(sentAgain.body.error_code).toBe(40029);

    const wrong = await call(demo.url, USER_CALL_PATHS.verifyPhoneCode, {
      body: { phone_verify_code: '000000' },
      headers,
    });
    expect(wrong.body.error_code).toBe(40011);
    const verified = await call<VerifyPhoneCodeResponse>(
      demo.url,
      USER_CALL_PATHS.verifyPhoneCode,
      {
        body: { phone_verify_code: DEMO_VERIFICATION_CODE },
        headers,
      },
    );
    expect(verified.body.error_code).toBe(0);
    const token = verified.body.payload.verify_token;

    const missing = await call(demo.url, USER_CALL_PATHS.deleteAccount, { body: {}, headers });
    expect(missing.body.error_code).toBe(40000);
    const forged = await call(demo.url, '/api/users/account_delete?verify_token=forged', {
      method: 'POST',
      headers,
    });
    expect(forged.body.error_code).toBe(40013);

    const deleted = await call(
      demo.url,
      `/api/users/account_delete?verify_token=${encodeURIComponent(token)}`,
      { method: 'POST', headers },
    );
    expect(deleted.body).toEqual({ error_code: 0, error_message: '成功', payload: null });

    for (const gone of [session, otherSession]) {
      const me = await call(demo.url, '/api/users/me/', { headers: authHeaders(gone) });
      expect(me.body.error_code).toBe(41001);
    }
    const reused = await call(demo.url, `/api/users/account_delete?verify_token=${token}`, {
      method: 'POST',
      headers,
    });
    expect(reused.body.error_code).toBe(41001);

    const again = await login(demo.url, '13600000001');
    expect(again.is_new_user).toBe(true);
    expect(again.user_id).not.toBe(session.user_id);
  });

  it('accepts verify_token in the body too', async () => {
    const session = await login(demo.url, '13600000002');
    const headers = authHeaders(session);
    const verified = await call<VerifyPhoneCodeResponse>(
      demo.url,
      USER_CALL_PATHS.verifyPhoneCode,
      {
        body: { phone_verify_code: DEMO_VERIFICATION_CODE },
        headers,
      },
    );
    const deleted = await call(demo.url, USER_CALL_PATHS.deleteAccount, {
      body: { verify_token: verified.body.payload.verify_token },
      headers,
    });
    expect(deleted.body.error_code).toBe(0);
  });

  it('requires a login for the logged-in user calls', async () => {
    for (const path of [
      USER_CALL_PATHS.sendCodeToSelf,
      USER_CALL_PATHS.verifyPhoneCode,
      USER_CALL_PATHS.deleteAccount,
    ]) {
      const { body } = await call(demo.url, path, { body: {} });
      expect(body.error_code).toBe(41001);
    }
  });
});

describe('reports', () => {
  it('accepts user actions and ad reports', async () => {
    const action = await call(demo.url, '/api/users/report_user_action', {
      body: { action: 'click_download', anything: [1, 2] },
    });
    expect(action.body).toEqual({ error_code: 0, error_message: '成功', payload: null });

    const reportA = await call(demo.url, '/api/utils/bilibili_pc_ad_report', {
      body: {
        conv_type: 'APP_DOWNLOAD',
        conv_time: Date.now(),
        ua: 'Mozilla/5.0',
        client_ip: '',
        url: 'https://example.com/?track_id=1',
        track_id: '1',
        report_from: 'bilibili',
        web_id: 'abc',
      },
    });
    expect(reportA.body.error_code).toBe(0);
    const reportB = await call(demo.url, '/api/utils/huoban_ad_report', {
      body: {
        conv_time: 0,
        idfa: '',
        client_ip: '1.2.3.4',
        model: '',
        ua: 'Mozilla/5.0',
        oaid: '',
        updatetime: '',
        boottime: '',
        report_from: 'official-website',
        ua_xy: 'Mozilla/5.0 (Linux; Android 14)',
      },
    });
    expect(reportB.body).toEqual({ error_code: 0, error_message: '成功', payload: null });
  });

  it('rejects ad reports with fields of the wrong type', async () => {
    const wrongType = await call(demo.url, '/api/utils/huoban_ad_report', {
      body: { conv_time: 0, ua: { nested: true } },
    });
    expect(wrongType.body).toMatchObject({ error_code: 40000, error_message: '参数错误：ua' });
    const notObject = await call(demo.url, '/api/utils/bilibili_pc_ad_report', { body: [1, 2] });
    expect(notObject.body.error_code).toBe(40000);
  });
});
