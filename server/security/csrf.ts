/**
 * Anti-forgery for /api (contract section 4): the signed double-submit pattern OWASP recommends,
 * with csrf-csrf (csurf is archived). The token is an HMAC of a per-visitor identifier (the
 * httpOnly `sid` cookie) and a random value, keyed with CSRF_SECRET. Pages set it in the readable
 * cookie XSRF-TOKEN; axios in the browser copies it into the X-XSRF-TOKEN header; unsafe /api
 * calls must send a header equal to the cookie AND valid for the visitor's sid. A page on another
 * site cannot read the cookie, and a cookie planted from a sibling domain fails the HMAC.
 * As a second layer, unsafe calls announced as cross-site (Sec-Fetch-Site, Origin) are refused.
 * Requires cookie-parser before it.
 */
import { randomBytes } from 'node:crypto';
import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import { doubleCsrf } from 'csrf-csrf';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '../../shared/constants';
import { sendErrorEnvelope } from '../api-proxy/error-envelope';

export interface CsrfProtectionOptions {
  /** CSRF_SECRET; an array allows rotation (the first signs, all verify). */
  secret: string | string[];
  /** Served over HTTPS: cookies get Secure and the identifier the `__Host-` prefix. */
  secure: boolean;
  /**
   * Origins besides the request's own that may send unsafe calls (e.g. PUBLIC_ORIGIN when a
   * TLS-terminating balancer makes the request look like plain http and TRUST_PROXY is off).
   */
  allowedOrigins?: readonly string[];
}

export interface CsrfProtection {
  /** For HTML page responses: sets the sid and XSRF-TOKEN cookies when missing or invalid. */
  issueToken: RequestHandler;
  /** For /api: refuses unsafe calls without a valid token, or cross-site ones, with 403. */
  protectApi: RequestHandler;
  /** The cookie names in use, for tests and for clearing them. */
  cookieNames: { identifier: string; token: string };
}

/** Both cookies live as long as the locale cookie; the token is renewed with the identifier. */
const COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;
/** 128 random bits, base64url. */
const IDENTIFIER_BYTES = 16;
const IDENTIFIER_PATTERN = /^[A-Za-z0-9_-]{22}$/;
const IGNORED_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

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
  // `__Host-` binds the cookie to this exact host over HTTPS; browsers reject it over plain http.
  const identifierCookie = options.secure ? '__Host-sid' : 'sid';
  const allowedOrigins = new Set(
    (options.allowedOrigins ?? []).map(normalizeOrigin).filter((origin) => origin !== undefined),
  );
  /** Identifiers issued during this request, before the browser can send them back. */
  const issuedIdentifiers = new WeakMap<Request, string>();

  const identifierOf = (req: Request): string | undefined => {
    const issued = issuedIdentifiers.get(req);
    if (issued) return issued;
    const cookie: unknown = req.cookies?.[identifierCookie];
    return typeof cookie === 'string' && IDENTIFIER_PATTERN.test(cookie) ? cookie : undefined;
  };

  const tokenCookieOptions: CookieOptions = {
    // Readable on purpose: axios reads it to fill the header (the double submit).
    httpOnly: false,
    sameSite: 'lax',
    secure: options.secure,
    path: '/',
    maxAge: COOKIE_MAX_AGE_MS,
  };
  const { generateCsrfToken, validateRequest } = doubleCsrf({
    getSecret: () => options.secret,
    getSessionIdentifier: (req) => identifierOf(req) ?? '',
    cookieName: XSRF_COOKIE_NAME,
    cookieOptions: tokenCookieOptions,
    getCsrfTokenFromRequest: (req) => req.get(XSRF_HEADER_NAME),
  });

  const issueToken: RequestHandler = (req, res, next) => {
    if (!req.cookies) {
      next(new Error('createCsrfProtection: cookie-parser must run before issueToken'));
      return;
    }
    if (!identifierOf(req)) {
      const identifier = newIdentifier();
      issuedIdentifiers.set(req, identifier);
      res.cookie(identifierCookie, identifier, {
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secure,
        path: '/',
        maxAge: COOKIE_MAX_AGE_MS,
      });
    }
    // csrf-csrf reuses a cookie token that is valid for this identifier, but always writes the
    // cookie; record the write and only pass it on when the token actually changed.
    let pending: [string, string, CookieOptions] | undefined;
    const recorder = {
      cookie(name: string, value: string, cookieOptions: CookieOptions) {
        pending = [name, value, cookieOptions];
        return recorder;
      },
    };
    // csrf-csrf only calls res.cookie(); the recorder stands in for the Response there.
    const token = generateCsrfToken(req, recorder as unknown as Response);
    if (pending && token !== req.cookies[XSRF_COOKIE_NAME]) res.cookie(...pending);
    next();
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

  const protectApi: RequestHandler = (req, res, next) => {
    if (IGNORED_METHODS.has(req.method)) {
      next();
      return;
    }
    if (isCrossSite(req)) {
      sendErrorEnvelope(res, 403, 'Cross-site request refused');
      return;
    }
    if (!req.cookies || !identifierOf(req) || !validateRequest(req)) {
      sendErrorEnvelope(res, 403, 'Invalid or missing anti-forgery token');
      return;
    }
    next();
  };

  return {
    issueToken,
    protectApi,
    cookieNames: { identifier: identifierCookie, token: XSRF_COOKIE_NAME },
  };
}
