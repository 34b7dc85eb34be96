/**
 * The two calls to WeChat's server API that WeChat sharing needs: the official account's access
 * token (`stable_token`) and, with it, the JS-SDK ticket (`ticket/getticket`). Each answer is
 * read within the caller's deadline and a byte bound, and checked before it is used.
 */

/** Which call: the access token or the JS-SDK ticket. */
export type WechatCall = 'token' | 'ticket';

/**
 * WeChat's error codes the site tells apart, as metric labels; any other code is `other`, and a
 * call that got no usable answer at all is one of TRANSPORT_FAILURES.
 */
export const KNOWN_ERROR_CODES = {
  '-1': 'WeChat is busy; it is asked again on the next visit',
  '40001': 'the access token is invalid or expired; it is fetched again once',
  '40013': 'WECHAT_APP_ID is not a valid AppID',
  '40014': 'the access token is not valid; it is fetched again once',
  '40125': 'WECHAT_APP_SECRET is not the AppSecret of WECHAT_APP_ID',
  '40164': "this server's address is not on the official account's IP allow-list",
  '42001': 'the access token has expired; it is fetched again once',
  '45009': "the official account's daily quota for this call is used up",
  '89503': "this server's address is waiting for an administrator to confirm it",
} as const;

export type KnownErrorCode = keyof typeof KNOWN_ERROR_CODES;

/** Failures without an error code from WeChat. */
export type TransportFailure =
  'timeout' | 'unreachable' | 'http_status' | 'too_large' | 'bad_answer';

/** A failure as a metric label: a known code, `other`, or a transport failure. */
export type WechatFailureLabel = KnownErrorCode | 'other' | TransportFailure;

/** Error codes that mean "this access token no longer works": fetch a new one once. */
const INVALID_TOKEN_CODES: ReadonlySet<number> = new Set([40001, 40014, 42001]);

export class WechatApiError extends Error {
  constructor(
    readonly call: WechatCall,
    readonly label: WechatFailureLabel,
    /** WeChat's `errcode`, when it sent one. */
    readonly errcode?: number,
    /** WeChat's `errmsg` (it names the refused address on 40164), cut to a log line's length. */
    readonly errmsg?: string,
  ) {
    super(`WeChat ${call} call failed: ${errcode ?? label}`);
  }

  get invalidToken(): boolean {
    return this.errcode !== undefined && INVALID_TOKEN_CODES.has(this.errcode);
  }
}

/** A credential and how long WeChat says it lasts. */
export interface Credential {
  value: string;
  expiresInSeconds: number;
}

export interface WechatApiOptions {
  /** WECHAT_API_ORIGIN: WeChat's own, or a stand-in. */
  origin: string;
  appId: string;
  appSecret: string;
}

/** WeChat's answers are a few hundred bytes; anything past this is not one. */
export const MAX_ANSWER_BYTES = 16 * 1024;
/** An errmsg kept for the log line. */
const MAX_ERRMSG_LENGTH = 300;
/** WeChat keeps tokens within 512 characters; a ticket is shorter. Longer is no credential. */
const CREDENTIAL = /^[\w.~+/=-]{1,1024}$/;
/** A day: WeChat's credentials last two hours, so longer is no answer of WeChat's. */
const MAX_EXPIRES_IN_SECONDS = 86_400;

function labelOf(errcode: number): WechatFailureLabel {
  const key = String(errcode);
  return key in KNOWN_ERROR_CODES ? (key as KnownErrorCode) : 'other';
}

/** The body, read within `maxBytes`; the deadline is the request's own signal. */
async function readBoundedText(response: Response, call: WechatCall): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > MAX_ANSWER_BYTES) {
    await response.body?.cancel();
    throw new WechatApiError(call, 'too_large');
  }
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel();
      throw new WechatApiError(call, 'too_large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Why `fetch` itself failed: the deadline, or no connection. */
function transportFailure(error: unknown, signal: AbortSignal): TransportFailure {
  if (signal.aborted) return 'timeout';
  const name = (error as { name?: unknown } | undefined)?.name;
  return name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'unreachable';
}

/** The JSON object WeChat answered, or a WechatApiError for its error code or a bad answer. */
async function callWechat(
  call: WechatCall,
  url: URL,
  init: RequestInit,
  signal: AbortSignal,
): Promise<Record<string, unknown>> {
  let text: string;
  try {
    const response = await fetch(url, { ...init, signal, redirect: 'error' });
    if (!response.ok) {
      await response.body?.cancel();
      throw new WechatApiError(call, 'http_status');
    }
    text = await readBoundedText(response, call);
  } catch (error) {
    if (error instanceof WechatApiError) throw error;
    throw new WechatApiError(call, transportFailure(error, signal));
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new WechatApiError(call, 'bad_answer');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new WechatApiError(call, 'bad_answer');
  }
  const answer = body as Record<string, unknown>;
  const { errcode, errmsg } = answer;
  if (errcode !== undefined && errcode !== 0) {
    if (typeof errcode !== 'number') throw new WechatApiError(call, 'bad_answer');
    const message = typeof errmsg === 'string' ? errmsg.slice(0, MAX_ERRMSG_LENGTH) : undefined;
    throw new WechatApiError(call, labelOf(errcode), errcode, message);
  }
  return answer;
}

function credentialOf(
  call: WechatCall,
  answer: Record<string, unknown>,
  field: 'access_token' | 'ticket',
): Credential {
  const value = answer[field];
  const expiresIn = answer.expires_in;
  if (
    typeof value !== 'string' ||
    !CREDENTIAL.test(value) ||
    typeof expiresIn !== 'number' ||
    !Number.isInteger(expiresIn) ||
    expiresIn <= 0 ||
    expiresIn > MAX_EXPIRES_IN_SECONDS
  ) {
    throw new WechatApiError(call, 'bad_answer');
  }
  return { value, expiresInSeconds: expiresIn };
}

/**
 * The official account's access token, in `stable_token`'s normal mode: while a token is valid
 * WeChat answers that same token to every caller, so replicas never invalidate each other's
 * (the forced mode would, and is limited to a few calls a day).
 */
export async function fetchAccessToken(
  { origin, appId, appSecret }: WechatApiOptions,
  signal: AbortSignal,
): Promise<Credential> {
  const answer = await callWechat(
    'token',
    new URL('/cgi-bin/stable_token', origin),
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credential', appid: appId, secret: appSecret }),
    },
    signal,
  );
  return credentialOf('token', answer, 'access_token');
}

/** The JS-SDK ticket (`jsapi_ticket`) that `wx.config` signatures are made with. */
export async function fetchJsapiTicket(
  { origin }: Pick<WechatApiOptions, 'origin'>,
  accessToken: string,
  signal: AbortSignal,
): Promise<Credential> {
  const url = new URL('/cgi-bin/ticket/getticket', origin);
  url.search = new URLSearchParams({ access_token: accessToken, type: 'jsapi' }).toString();
  const answer = await callWechat('ticket', url, { method: 'GET' }, signal);
  return credentialOf('ticket', answer, 'ticket');
}
