/**
 * The site's own limits on the account calls that cost money or guard accounts, through the whole
 * app to a real upstream on loopback: over a limit the site answers 429 in the envelope with
 * Retry-After and a message in the visitor's language, and nothing reaches the upstream.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import {
  ACCOUNT_DELETIONS_PER_ADDRESS_PER_HOUR,
  CODE_CHECKS_PER_PHONE_PER_10_MINUTES,
  SMS_PER_ADDRESS_PER_HOUR,
  SMS_PER_PHONE_PER_COUNTDOWN,
} from '../../server/rate-limit/limits';
import { COUNTRY_CODE, SEND_CODE_COUNTDOWN_SECONDS } from '../../shared/account/login-constants';
import { USER_CALL_PATHS } from '../../shared/api/endpoints';
import { XSRF_TOKEN_PATH } from '../../shared/api/xsrf';
import { listen } from '../helpers/listen';
import { buildTestApp } from '../helpers/proxy-app';
import { postApi, type ProxySite, startProxySite } from '../helpers/proxy-site';
import { startFakeUpstream } from '../helpers/upstreams';
import { credentialsFrom } from '../helpers/visitor-cookies';

const CAPTCHA = { lot_number: 'l', captcha_output: 'o', pass_token: 'p', gen_time: '1' };
const sendCodeBody = (phone: string) => ({ country_code: COUNTRY_CODE, phone, ...CAPTCHA });

let site: ProxySite;

/** A fresh app (fresh counters) per test: each test spends its own budgets. */
beforeAll(async () => {
  site = await startProxySite({ whole: true });
});
afterEach(async () => {
  await site.close();
  site = await startProxySite({ whole: true });
});
afterAll(async () => {
  await site.close();
});

const hitsTo = (path: string) => site.upstream.hits.filter((hit) => hit.url.startsWith(path));

/** Sends `count` calls, `concurrency` at a time, and answers their statuses and bodies. */
async function many(count: number, call: (index: number) => Promise<Response>) {
  const answers: { status: number; retryAfter: string | null; body: unknown }[] = [];
  const concurrency = 25;
  for (let start = 0; start < count; start += concurrency) {
    const batch = Array.from({ length: Math.min(concurrency, count - start) }, (_, offset) =>
      call(start + offset).then(async (res) => ({
        status: res.status,
        retryAfter: res.headers.get('retry-after'),
        body: (await res.json()) as unknown,
      })),
    );
    answers.push(...(await Promise.all(batch)));
  }
  return answers;
}

describe('SMS sends', () => {
  it('lets 500 send-code calls for one phone reach the upstream at most once a countdown', async () => {
    const answers = await many(500, () =>
      postApi(site, USER_CALL_PATHS.sendCodeWithCaptcha, sendCodeBody('13800138000')),
    );
    const reached = hitsTo(USER_CALL_PATHS.sendCodeWithCaptcha).length;
    const refused = answers.filter((answer) => answer.status === 429);
    console.log(
      `500 send-code calls for one phone: ${reached} reached the upstream, ${refused.length} answered 429`,
    );
    expect(reached).toBeLessThanOrEqual(SMS_PER_PHONE_PER_COUNTDOWN);
    expect(reached).toBeGreaterThan(0);
    expect(refused).toHaveLength(500 - reached);
    for (const answer of refused) {
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(Number(answer.retryAfter)).toBeLessThanOrEqual(SEND_CODE_COUNTDOWN_SECONDS * 24 * 60);
      expect(answer.body).toEqual({
        error_code: 429,
        error_message: expect.stringMatching(/^操作过于频繁，请 \d+ (秒|分钟|小时)后再试$/),
        payload: null,
      });
    }
  });

  it('counts a phone however it is written', async () => {
    await postApi(site, USER_CALL_PATHS.sendCodeWithCaptcha, sendCodeBody('13800138001'));
    const spellings: { phone: string | number; country_code?: string }[] = [
      { phone: '138 0013 8001' },
      { phone: '138-0013-8001' },
      { phone: 13800138001 },
      { phone: '+86 138 0013 8001' },
      { phone: '0086-138-0013-8001' },
      { phone: '８６１３８００１３８００１' },
      { phone: '１３８００１３８００１', country_code: '+８６' },
      { phone: '13800138001', country_code: '+86' },
      { phone: '13800138001', country_code: '0086' },
    ];
    for (const spelling of spellings) {
      const res = await postApi(site, USER_CALL_PATHS.sendCodeWithCaptcha, {
        ...sendCodeBody(''),
        ...spelling,
      });
      expect(res.status, JSON.stringify(spelling)).toBe(429);
    }
    expect(hitsTo(USER_CALL_PATHS.sendCodeWithCaptcha)).toHaveLength(1);
  });

  it(`lets one address send to ${SMS_PER_ADDRESS_PER_HOUR} phones an hour, not more`, async () => {
    const answers = await many(SMS_PER_ADDRESS_PER_HOUR + 10, (index) =>
      postApi(
        site,
        USER_CALL_PATHS.sendCodeWithCaptcha,
        sendCodeBody(`139${String(index).padStart(8, '0')}`),
      ),
    );
    expect(hitsTo(USER_CALL_PATHS.sendCodeWithCaptcha)).toHaveLength(SMS_PER_ADDRESS_PER_HOUR);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(10);
    // An hour's budget: the wait is told in minutes.
    expect(refused[0]?.body).toMatchObject({ error_message: expect.stringMatching(/分钟后再试$/) });
  });

  it('answers in the language of the lan header, else of the locale cookie', async () => {
    const body = sendCodeBody('13800138002');
    await postApi(site, USER_CALL_PATHS.sendCodeWithCaptcha, body);
    const english = await postApi(site, USER_CALL_PATHS.sendCodeWithCaptcha, body, { lan: 'en' });
    expect(((await english.json()) as { error_message: string }).error_message).toMatch(
      /^Too many attempts\. Please try again in \d+ seconds?$/,
    );
    const japanese = await fetch(`${site.url}${USER_CALL_PATHS.sendCodeWithCaptcha}`, {
      method: 'POST',
      headers: {
        cookie: [
          ...site.visitor.cookie.split('; ').filter((pair) => !pair.startsWith('locale=')),
          'locale=ja',
        ].join('; '),
        'x-xsrf-token': site.visitor.token,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    expect(((await japanese.json()) as { error_message: string }).error_message).toMatch(
      /^操作が多すぎます。\d+ 秒後にもう一度お試しください$/,
    );
  });

  it('gives a phone its send back when the upstream refused it (a failed captcha)', async () => {
    site.upstream.handle = (_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(
        JSON.stringify({ error_code: 40003, error_message: 'captcha failed', payload: null }),
      );
    };
    const body = sendCodeBody('13800138004');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await postApi(site, USER_CALL_PATHS.sendCodeWithCaptcha, body)).status).toBe(200);
    }
    site.upstream.reset();
    expect((await postApi(site, USER_CALL_PATHS.sendCodeWithCaptcha, body)).status).toBe(200);
    expect((await postApi(site, USER_CALL_PATHS.sendCodeWithCaptcha, body)).status).toBe(429);
    expect(hitsTo(USER_CALL_PATHS.sendCodeWithCaptcha)).toHaveLength(1);
  });

  it('refuses a send-code body without a phone, without calling the upstream', async () => {
    const res = await postApi(site, USER_CALL_PATHS.sendCodeWithCaptcha, { ...CAPTCHA });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error_code: 400, payload: null });
    expect(site.upstream.hits).toHaveLength(0);
  });

  it('counts an encoded or differently cased path as the same call', async () => {
    const path = USER_CALL_PATHS.sendCodeWithCaptcha;
    const body = sendCodeBody('13800138003');
    await postApi(site, path, body);
    const disguised = [
      `${path}/`,
      path.toUpperCase().replace('/API/', '/api/'),
      path.replace('code', '%63ode'),
    ];
    for (const target of disguised) {
      expect((await postApi(site, target, body)).status).toBe(429);
    }
    expect(site.upstream.hits).toHaveLength(1);
  });
});

describe('logins, code checks and account deletion', () => {
  it(`lets ${CODE_CHECKS_PER_PHONE_PER_10_MINUTES} logins per phone through in ten minutes`, async () => {
    const login = {
      country_code: COUNTRY_CODE,
      phone: '13700137000',
      phone_verify_code: '000000',
      source: 'x',
    };
    const answers = await many(CODE_CHECKS_PER_PHONE_PER_10_MINUTES + 5, () =>
      postApi(site, USER_CALL_PATHS.loginRegister, login),
    );
    expect(hitsTo(USER_CALL_PATHS.loginRegister)).toHaveLength(
      CODE_CHECKS_PER_PHONE_PER_10_MINUTES,
    );
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(5);
    // Another phone still gets through.
    expect(
      (await postApi(site, USER_CALL_PATHS.loginRegister, { ...login, phone: '13700137001' }))
        .status,
    ).toBe(200);
  });

  it(`lets ${CODE_CHECKS_PER_PHONE_PER_10_MINUTES} code checks per session through in ten minutes`, async () => {
    // A user_id header changed on every call does not buy more tries.
    const answers = await many(CODE_CHECKS_PER_PHONE_PER_10_MINUTES + 3, (index) =>
      postApi(
        site,
        USER_CALL_PATHS.verifyPhoneCode,
        { phone_verify_code: '000000' },
        { authorization: 'Bearer session-of-user-42', user_id: String(index) },
      ),
    );
    expect(hitsTo(USER_CALL_PATHS.verifyPhoneCode)).toHaveLength(
      CODE_CHECKS_PER_PHONE_PER_10_MINUTES,
    );
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(3);
  });

  it('counts one session however its bearer token is spelled', async () => {
    const spellings = [
      'Bearer session-of-user-43',
      'bearer session-of-user-43',
      'BEARER session-of-user-43',
      'Bearer  session-of-user-43',
      'Bearer\tsession-of-user-43',
      'bEaReR \t session-of-user-43',
    ];
    const answers = await many(spellings.length * 3, (index) =>
      postApi(
        site,
        USER_CALL_PATHS.verifyPhoneCode,
        { phone_verify_code: '000000' },
        { authorization: spellings[index % spellings.length]! },
      ),
    );
    expect(hitsTo(USER_CALL_PATHS.verifyPhoneCode)).toHaveLength(
      CODE_CHECKS_PER_PHONE_PER_10_MINUTES,
    );
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(
      spellings.length * 3 - CODE_CHECKS_PER_PHONE_PER_10_MINUTES,
    );
    // Another session still has its own budget.
    const other = await postApi(
      site,
      USER_CALL_PATHS.verifyPhoneCode,
      { phone_verify_code: '000000' },
      { authorization: 'Bearer session-of-user-44' },
    );
    expect(other.status).toBe(200);
  });

  it(`lets one address delete ${ACCOUNT_DELETIONS_PER_ADDRESS_PER_HOUR} accounts an hour`, async () => {
    const answers = await many(ACCOUNT_DELETIONS_PER_ADDRESS_PER_HOUR + 2, (index) =>
      postApi(site, `${USER_CALL_PATHS.deleteAccount}?verify_token=t${index}`, {}),
    );
    expect(hitsTo(USER_CALL_PATHS.deleteAccount)).toHaveLength(
      ACCOUNT_DELETIONS_PER_ADDRESS_PER_HOUR,
    );
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(2);
  });

  it('counts only the deletions the upstream performed', async () => {
    site.upstream.handle = (_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ error_code: 41912, error_message: 'stale', payload: null }));
    };
    for (let index = 0; index < ACCOUNT_DELETIONS_PER_ADDRESS_PER_HOUR + 3; index += 1) {
      await postApi(site, `${USER_CALL_PATHS.deleteAccount}?verify_token=forged`, {});
    }
    site.upstream.reset();
    expect((await postApi(site, USER_CALL_PATHS.deleteAccount, {})).status).toBe(200);
  });

  it('leaves calls outside the table alone', async () => {
    const answers = await many(60, () =>
      postApi(site, '/api/users/report_user_action', { action: '' }),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(site.upstream.hits).toHaveLength(60);
  });
});

describe('the limits inside the call deadline', () => {
  const DEADLINE_MS = 400;

  it('answers 504 at the deadline when the limits never answer, without calling the upstream', async () => {
    const upstream = await startFakeUpstream();
    let admissionsAsked = 0;
    const bare = await listen(
      buildTestApp({
        upstreamUrl: upstream.url,
        timeoutMs: DEADLINE_MS,
        // Counters that hang, as a stalled store would without its own bound.
        rateLimits: {
          admit: () => {
            admissionsAsked += 1;
            return new Promise(() => undefined);
          },
        },
      }),
    );
    try {
      const page = await fetch(`${bare.url}${XSRF_TOKEN_PATH}`);
      const visitor = credentialsFrom(page.headers.getSetCookie());
      const res = await postApi(
        { url: bare.url, visitor },
        USER_CALL_PATHS.sendCodeWithCaptcha,
        sendCodeBody('13800138000'),
      );
      // The limits were asked and never answered: the answer came from the deadline.
      expect(admissionsAsked).toBe(1);
      expect(res.status).toBe(504);
      expect(await res.json()).toMatchObject({
        error_code: 504,
        error_message: 'Upstream timed out',
      });
      expect(upstream.hits).toHaveLength(0);
    } finally {
      await bare.close();
      await upstream.close();
    }
  });
});

describe('one client however its address is written', () => {
  let behindProxy: ProxySite;
  beforeAll(async () => {
    behindProxy = await startProxySite({ whole: true, env: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(async () => {
    await behindProxy.close();
  });

  const deleteFrom = (forwardedFor: string) =>
    postApi(behindProxy, USER_CALL_PATHS.deleteAccount, {}, { 'x-forwarded-for': forwardedFor });

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    const statuses: number[] = [];
    for (let index = 1; index <= ACCOUNT_DELETIONS_PER_ADDRESS_PER_HOUR + 2; index += 1) {
      statuses.push((await deleteFrom(`2001:db8:5:6::${index.toString(16)}`)).status);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    // The next /64 is another client.
    expect((await deleteFrom('2001:db8:5:7::1')).status).toBe(200);
  });

  it('counts an IPv4 address and its IPv6-mapped form as one client', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < ACCOUNT_DELETIONS_PER_ADDRESS_PER_HOUR + 2; index += 1) {
      statuses.push((await deleteFrom(index % 2 ? '::ffff:203.0.113.7' : '203.0.113.7')).status);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
  });
});
