/** Helpers for the demo API tests: real HTTP calls with fetch. */
import { afterAll, beforeAll } from 'vitest';

import { type RunningDemoApi, startDemoApi } from '../../demo-api/start-demo-api';
import { DEMO_VERIFICATION_CODE } from '../../shared/account/login-constants';
import { USER_CALL_PATHS } from '../../shared/api/endpoints';
import type { ApiEnvelope, UserSession } from '../../shared/api/types';

export interface CallOptions {
  method?: string;
  body?: unknown;
  /** Sent as is, with content-type application/json (for malformed bodies). */
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface CallResult<T> {
  status: number;
  headers: Headers;
  body: ApiEnvelope<T>;
}

export async function call<T = unknown>(
  baseUrl: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const hasBody = options.body !== undefined || options.rawBody !== undefined;
  const response = await fetch(`${baseUrl}${path}`, {
    method: options.method ?? (hasBody ? 'POST' : 'GET'),
    headers: {
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    body:
      options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const body = (await response.json()) as ApiEnvelope<T>;
  return { status: response.status, headers: response.headers, body };
}

export function authHeaders(session: Pick<UserSession, 'access_token' | 'user_id'>) {
  return { authorization: `Bearer ${session.access_token}`, user_id: String(session.user_id) };
}

export async function login(baseUrl: string, phone: string): Promise<UserSession> {
  const { body } = await call<UserSession>(baseUrl, USER_CALL_PATHS.loginRegister, {
    body: {
      country_code: '86',
      phone,
      phone_verify_code: DEMO_VERIFICATION_CODE,
      source: 'official-website',
    },
  });
  if (body.error_code !== 0) throw new Error(`login failed: ${body.error_message}`);
  return body.payload;
}

/**
 * One demo API for the whole test file: started before its tests, closed after them. Read
 * `url` inside a test or hook, once it has started.
 */
export function demoApiForThisFile(): { readonly url: string } {
  let demo: RunningDemoApi | undefined;
  beforeAll(async () => {
    demo = await startDemoApi();
  });
  afterAll(async () => {
    await demo?.close();
  });
  return {
    get url() {
      if (!demo) throw new Error('the demo API starts in beforeAll; read its url in a test');
      return demo.url;
    },
  };
}
