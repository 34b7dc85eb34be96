/**
 * The deployment as the checks see it: plain `fetch` (Node's own), redirects never followed,
 * every request bound to the check's abort signal so its time limit really stops it.
 */

export const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
export const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A check's verdict: its message is the reason printed after `FAIL name —`. */
export class CheckFailed extends Error {
  constructor(
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export function ensure(condition: unknown, reason: string): asserts condition {
  if (!condition) throw new CheckFailed(reason);
}

export interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** `fetch failed` alone says nothing; its cause names the socket error. */
function describeFetchError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause;
  if (cause instanceof Error) {
    const code = (cause as NodeJS.ErrnoException).code;
    return code ? `${cause.message} (${code})` : cause.message;
  }
  return error.message;
}

export class Site {
  readonly origin: string;

  constructor(
    readonly base: string,
    private readonly signal: AbortSignal,
  ) {
    this.origin = new URL(base).origin;
  }

  /** The path is appended as written, so `//` inside it reaches the server unchanged. */
  async request(path: string, options: RequestOptions = {}): Promise<Answer> {
    const method = options.method ?? 'GET';
    let response: Response;
    try {
      response = await fetch(this.base + path, {
        method,
        headers: options.headers,
        body: options.body,
        redirect: 'manual',
        signal: this.signal,
      });
    } catch (error) {
      if (this.signal.aborted) throw error;
      throw new CheckFailed(`${method} ${path}: ${describeFetchError(error)}`);
    }
    return { status: response.status, headers: response.headers, body: await response.text() };
  }

  /** A page as a browser of that kind asks for it; `lang` also names the locale cookie. */
  page(path: string, { ua = DESKTOP_UA, lang = 'zh', cookie = true } = {}): Promise<Answer> {
    const headers: Record<string, string> = { 'User-Agent': ua, 'Accept-Language': lang };
    if (cookie) headers.Cookie = `locale=${lang}`;
    return this.request(path, { headers: { Accept: 'text/html', ...headers } });
  }

  /** A redirect target this site's visitors stay on: a path here, or an absolute URL here. */
  isOnSite(location: string): boolean {
    // Browsers read `//host` and `/\host` as another origin.
    if (/^[/\\]{2}/.test(location) || location.startsWith('\\')) return false;
    try {
      return new URL(location, this.base).origin === this.origin;
    } catch {
      return false;
    }
  }
}

/** `name=value` of each Set-Cookie, for sending them back. */
export function cookiesOf(headers: Headers): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const line of headers.getSetCookie()) {
    const pair = line.split(';', 1)[0]!;
    const equals = pair.indexOf('=');
    if (equals > 0) cookies.set(pair.slice(0, equals).trim(), pair.slice(equals + 1).trim());
  }
  return cookies;
}

/** Parses a JSON body, or fails the check naming what came instead. */
export function jsonOf(answer: Answer, what: string): unknown {
  try {
    return JSON.parse(answer.body) as unknown;
  } catch {
    const type = answer.headers.get('content-type') ?? 'no content type';
    throw new CheckFailed(`${what}: answer is not JSON (${answer.status}, ${type})`);
  }
}
