/**
 * Anti-forgery for /api: the signed double-submit pattern OWASP recommends, with csrf-csrf
 * (csurf is archived). The token is an HMAC of a per-visitor identifier (the httpOnly `sid`
 * cookie, `__Host-sid` over https) and a random value, keyed with CSRF_SECRET. Pages set no
 * cookie (any shared cache may keep them): the browser asks XSRF_TOKEN_PATH for the pair before
 * its first write, and axios copies the readable XSRF-TOKEN cookie into the X-XSRF-TOKEN header.
 * Unsafe /api calls must send a header equal to the cookie AND valid for the visitor's sid. A page
 * on another site cannot read the cookie, and a cookie planted from a sibling domain fails the HMAC.
 * As a second layer, unsafe calls announced as cross-site (Sec-Fetch-Site, Origin) are refused.
 * Requires `requestCookies()` before it.
 */

import { randomBytes } from 'node:crypto';

import { doubleCsrf } from 'csrf-csrf';
import type { Request, RequestHandler } from 'express';

import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME, XSRF_REFUSED_MESSAGE } from '../../shared/api/xsrf';
import { SAFE_METHODS } from '../http/safe-methods';

export interface CsrfProtectionOptions {
  /** CSRF_SECRET; an array allows rotation (the first signs, all verify). */
  secret: string | string[];
  /**
   * Treat every request as secure (PUBLIC_ORIGIN is https). Otherwise a request is secure when
   * `req.secure` says so, which honours TRUST_PROXY and X-Forwarded-Proto.
   */
  alwaysSecure?: boolean;
  /**
   * Origins besides the request's own that may send unsafe calls (e.g. PUBLIC_ORIGIN when a
   * TLS-terminating balancer makes the request look like plain http and TRUST_PROXY is off).
   */
  allowedOrigins?: readonly string[];
}

export interface CsrfProtection {
  /**
   * For GET XSRF_TOKEN_PATH: sets the sid and XSRF-TOKEN cookies when either is missing or the
   * pair is invalid, and nothing otherwise. Never cached.
   */
  issueToken: RequestHandler;
  /**
   * For /api: why an unsafe call is refused with 403 (no valid token, or announced as
   * cross-site), or undefined when it may go on. The proxy asks it first, so that a refusal ends
   * the call like any other: logged, and counted (an ad report refused here is an attribution lost).
   */
  forgeryRefusal: (req: Request) => string | undefined;
}

/**
 * The identifier cookie: `__Host-` binds it to this exact host, but browsers only accept that
 * prefix on a Secure cookie set over https, so plain http (local development) uses the bare name.
 */
export const IDENTIFIER_COOKIE = 'sid';
export const SECURE_IDENTIFIER_COOKIE = '__Host-sid';

/** Both cookies live as long as the locale cookie; the token is renewed with the identifier. */
const COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;
/** 128 random bits, base64url. */
const IDENTIFIER_BYTES = 16;
const IDENTIFIER_PATTERN = /^[A-Za-z0-9_-]{22}$/;
/** Readable on purpose: axios copies it into the header (the double submit). */
const XSRF_COOKIE_OPTIONS = {
  httpOnly: false,
  sameSite: 'lax',
  path: '/',
  maxAge: COOKIE_MAX_AGE_MS,
} as const;

function newIdentifier(): string {
  return randomBytes(IDENTIFIER_BYTES).toString('base64url');
}

function normalizeOrigin(origin: string): string | undefined {
  try {
    return new URL(origin).origin;
  } catch {
    return undefined;
  }
}

export function createCsrfProtection(options: CsrfProtectionOptions): CsrfProtection {
  const allowedOrigins = new Set(
    (options.allowedOrigins ?? []).map(normalizeOrigin).filter((origin) => origin !== undefined),
  );
  const isSecure = (req: Request): boolean => options.alwaysSecure === true || req.secure;
  // The request's own scheme decides which name is set and which one is read, so both agree.
  const identifierCookieOf = (req: Request): string =>
    isSecure(req) ? SECURE_IDENTIFIER_COOKIE : IDENTIFIER_COOKIE;
  const identifierOf = (req: Request): string | undefined => {
    const cookie: unknown = req.cookies?.[identifierCookieOf(req)];
    return typeof cookie === 'string' && IDENTIFIER_PATTERN.test(cookie) ? cookie : undefined;
  };
  const csrfOptions = {
    getSecret: () => options.secret,
    getSessionIdentifier: (req: Request) => identifierOf(req) ?? '',
    cookieName: XSRF_COOKIE_NAME,
    cookieOptions: XSRF_COOKIE_OPTIONS,
  };
  const { generateCsrfToken, validateRequest } = doubleCsrf({
    ...csrfOptions,
    getCsrfTokenFromRequest: (req) => req.get(XSRF_HEADER_NAME),
  });
  // The same check with the cookie standing in for the header: whether the visitor's token is
  // valid for its identifier, which is all the token route needs to know.
  const cookieCheck = doubleCsrf({
    ...csrfOptions,
    getCsrfTokenFromRequest: (req) => {
      const cookie: unknown = req.cookies?.[XSRF_COOKIE_NAME];
      return typeof cookie === 'string' ? cookie : undefined;
    },
  });

  const issueToken: RequestHandler = (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (!req.cookies) throw new Error('createCsrfProtection: requestCookies() must run first');
    if (identifierOf(req) && cookieCheck.validateRequest(req)) {
      res.status(204).end();
      return;
    }
    const secure = isSecure(req);
    if (!identifierOf(req)) {
      const identifier = newIdentifier();
      res.cookie(identifierCookieOf(req), identifier, {
        httpOnly: true,
        sameSite: 'lax',
        secure,
        path: '/',
        maxAge: COOKIE_MAX_AGE_MS,
      });
      // The token below is bound to the identifier the visitor is about to hold.
      req.cookies[identifierCookieOf(req)] = identifier;
    }
    generateCsrfToken(req, res, { overwrite: true, cookieOptions: { secure } });
    res.status(204).end();
  };

  const isCrossSite = (req: Request): boolean => {
    if (req.get('sec-fetch-site')?.toLowerCase() === 'cross-site') return true;
    const origin = req.get('origin');
    if (origin === undefined) return false;
    const normalized = normalizeOrigin(origin);
    // `Origin: null` (sandboxed frames, some redirects) is never the site itself.
    if (!normalized) return true;
    const own = normalizeOrigin(`${req.protocol}://${req.host ?? ''}`);
    return normalized !== own && !allowedOrigins.has(normalized);
  };

  const forgeryRefusal = (req: Request): string | undefined => {
    if (SAFE_METHODS.has(req.method)) return undefined;
    if (isCrossSite(req)) return 'Cross-site request refused';
    if (!req.cookies || !identifierOf(req)) return XSRF_REFUSED_MESSAGE;
    // csrf-csrf checks header == cookie and the HMAC.
    return validateRequest(req) ? undefined : XSRF_REFUSED_MESSAGE;
  };

  return { issueToken, forgeryRefusal };
}
