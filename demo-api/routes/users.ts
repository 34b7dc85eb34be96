/** Login by phone and SMS code, the current user, and account removal. */
import { Router } from 'express';

import {
  COUNTRY_CODE,
  DEMO_VERIFICATION_CODE,
  MAINLAND_PHONE_PATTERN,
  SEND_CODE_COUNTDOWN_SECONDS,
} from '../../shared/account/login-constants';
import { maskPhone } from '../../shared/account/mask-phone';
import { isValidLocalCaptchaResult } from '../../shared/api/local-captcha';
import {
  API_ERROR_CODES,
  type CurrentUser,
  type SendCodeResponse,
  type UserSession,
  type VerifyPhoneCodeResponse,
} from '../../shared/api/types';
import type { Lang } from '../../shared/i18n/languages';
import { DEFAULT_CHANNEL } from '../../shared/routing/query-params';
import { requireUser } from '../auth';
import type { CodeAttempts } from '../code-attempts';
import type { DemoContext } from '../context';
import { DemoApiError, sendOk } from '../envelope';
import { requestLang } from '../lang';
import { bodyOf, bodyString, queryParam } from '../params';
import { type DemoStore, SESSION_TTL_SECONDS, VERIFY_TOKEN_TTL_SECONDS } from '../sessions';

const CAPTCHA_FIELDS = ['lot_number', 'captcha_output', 'pass_token', 'gen_time'] as const;

/** The phone of a send-code or login body, or throws 40010. Mainland numbers (+86) only. */
function validPhone(body: Record<string, unknown>): string {
  const countryCode = (bodyString(body, 'country_code') ?? '').trim().replace(/^\+/, '');
  if (countryCode !== COUNTRY_CODE) {
    throw new DemoApiError(API_ERROR_CODES.INVALID_PHONE, 'unsupported_country');
  }
  const phone = (bodyString(body, 'phone') ?? '').trim();
  if (!MAINLAND_PHONE_PATTERN.test(phone)) {
    throw new DemoApiError(API_ERROR_CODES.INVALID_PHONE, 'invalid_phone');
  }
  return phone;
}

function sendCode(store: DemoStore, phone: string): SendCodeResponse {
  const wait = store.codeCooldown(phone);
  if (wait > 0) {
    throw new DemoApiError(API_ERROR_CODES.TOO_MANY_REQUESTS, 'too_many_codes', { seconds: wait });
  }
  // The demo sends no SMS: the code is always DEMO_VERIFICATION_CODE.
  store.recordCodeSent(phone);
  return { phone: maskPhone(phone), countdown_seconds: SEND_CODE_COUNTDOWN_SECONDS };
}

/** Throws unless `code` is the demo code and `phone` is not locked out by earlier wrong codes. */
function checkCode(attempts: CodeAttempts, phone: string, code: string): void {
  const minutes = attempts.lockMinutesLeft(phone);
  if (minutes > 0) {
    throw new DemoApiError(API_ERROR_CODES.TOO_MANY_REQUESTS, 'code_locked', { minutes });
  }
  if (code !== DEMO_VERIFICATION_CODE) {
    attempts.recordFailure(phone);
    throw new DemoApiError(API_ERROR_CODES.WRONG_VERIFICATION_CODE, 'wrong_code');
  }
  attempts.recordSuccess(phone);
}

function nickname(phone: string, lang: Lang): string {
  const tail = phone.slice(-4);
  if (lang === 'en') return `Player ${tail}`;
  return lang === 'ja' ? `プレイヤー${tail}` : `玩家${tail}`;
}

export function usersRouter({ store, codeAttempts, captchaId, now }: DemoContext): Router {
  const router = Router();

  router.post('/users/send_phone_verification_code_captcha', (req, res) => {
    const body = bodyOf(req);
    const phone = validPhone(body);
    const captchaOk = captchaId
      ? // A real deployment checks these four values with the captcha provider's server (GeeTest
        // validate API, using CAPTCHA_ID and its key); the demo cannot, so it only requires them.
        CAPTCHA_FIELDS.every((field) => (bodyString(body, field) ?? '').length > 0)
      : isValidLocalCaptchaResult(
          {
            lot_number: bodyString(body, 'lot_number'),
            captcha_output: bodyString(body, 'captcha_output'),
            pass_token: bodyString(body, 'pass_token'),
            gen_time: bodyString(body, 'gen_time'),
          },
          now(),
        );
    if (!captchaOk) throw new DemoApiError(API_ERROR_CODES.CAPTCHA_FAILED, 'captcha_failed');
    sendOk(req, res, sendCode(store, phone));
  });

  router.post('/users/login_register_share_no_invitation_code', (req, res) => {
    const body = bodyOf(req);
    const phone = validPhone(body);
    checkCode(codeAttempts, phone, (bodyString(body, 'phone_verify_code') ?? '').trim());
    const source = (bodyString(body, 'source') ?? '').trim().slice(0, 64) || DEFAULT_CHANNEL;
    const lang = requestLang(req);
    const { user, isNew } = store.loginOrRegister(phone, COUNTRY_CODE, source, () =>
      nickname(phone, lang),
    );
    const session: UserSession = {
      access_token: store.createSession(user.user_id),
      token_type: 'Bearer',
      expires_in: SESSION_TTL_SECONDS,
      web_user_id: user.web_user_id,
      user_id: user.user_id,
      phone: maskPhone(user.phone),
      country_code: user.country_code,
      nickname: user.nickname,
      avatar: user.avatar,
      is_new_user: isNew,
    };
    sendOk(req, res, session);
  });

  router.get('/users/me/', (req, res) => {
    const user = requireUser(store, req);
    const payload: CurrentUser = {
      user_id: user.user_id,
      web_user_id: user.web_user_id,
      phone: maskPhone(user.phone),
      country_code: user.country_code,
      nickname: user.nickname,
      avatar: user.avatar,
      bio: user.bio,
      created_at: user.created_at,
      source: user.source,
    };
    sendOk(req, res, payload);
  });

  router.post('/users/send_phone_verification_code_by_user', (req, res) => {
    const user = requireUser(store, req);
    sendOk(req, res, sendCode(store, user.phone));
  });

  router.post('/users/verify_phone_code', (req, res) => {
    const user = requireUser(store, req);
    checkCode(
      codeAttempts,
      user.phone,
      (bodyString(bodyOf(req), 'phone_verify_code') ?? '').trim(),
    );
    const payload: VerifyPhoneCodeResponse = {
      verify_token: store.createVerifyToken(user.user_id),
      expires_in: VERIFY_TOKEN_TTL_SECONDS,
    };
    sendOk(req, res, payload);
  });

  /** verify_token as a query param (what the site sends) or in the body. */
  router.post('/users/account_delete', (req, res) => {
    const user = requireUser(store, req);
    const token = (
      queryParam(req, 'verify_token') ??
      bodyString(bodyOf(req), 'verify_token') ??
      ''
    ).trim();
    if (!token) {
      throw new DemoApiError(API_ERROR_CODES.INVALID_PARAMS, 'invalid_params', {
        field: 'verify_token',
      });
    }
    if (!store.consumeVerifyToken(token, user.user_id)) {
      throw new DemoApiError(API_ERROR_CODES.INVALID_VERIFY_TOKEN, 'invalid_verify_token');
    }
    store.deleteUser(user.user_id);
    sendOk(req, res, null);
  });

  /** Usage events: accepted and dropped. */
  router.post('/users/report_user_action', (req, res) => {
    sendOk(req, res, null);
  });

  return router;
}
