/**
 * Anti-forgery for /api: the signed double-submit pattern OWASP recommends, with csrf-csrf
 * (csurf is archived). The token is an HMAC of a per-visitor identifier (the httpOnly `sid`
 * cookie, `__Host-sid` over https) and a random value, keyed with CSRF_SECRET. Pages set it in the readable
 * cookie XSRF-TOKEN; axios in the browser copies it into the X-XSRF-TOKEN header; unsafe /api
 * calls must send a header equal to the cookie AND valid for the visitor's sid. A page on another
 * site cannot read the cookie, and a cookie planted from a sibling domain fails the HMAC.
 * As a second layer, unsafe calls announced as cross-site (Sec-Fetch-Site, Origin) are refused.
 * Requires `stringCookies()` before it.
 */

import { parseCookie } from 'cookie';
import { doubleCsrf } from 'csrf-csrf';
import type { Request, RequestHandler, Response } from 'express';

import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '../../shared/spec-constants';
import { sendErrorEnvelope } from '../api-proxy/error-envelope';
import { randomToken } from './random-tokens';

/**
 * Parses the Cookie header into `req.cookies`, every value a plain string. Unlike cookie-parser
 * it never turns a `j:{…}` value into an object: such a value is just an invalid one.
 */
export function stringCookies(): RequestHandler {
  return (req, _res, next) => {
    req.cookies = parseCookie(req.headers.cookie ?? '');
    next();
  };
}

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
  /** For HTML page responses: sets the sid and XSRF-TOKEN cookies when missing or invalid. */
  issueToken: RequestHandler;
  /** For /api: refuses unsafe calls without a valid token, or cross-site ones, with 403. */
  protectApi: RequestHandler;
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
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Readable on purpose: axios copies it into the header (the double submit). */
const XSRF_COOKIE_OPTIONS = {
  httpOnly: false,
  sameSite: 'lax',
  path: '/',
  maxAge: COOKIE_MAX_AGE_MS,
} as const;
/** How many new visitors' identifiers and tokens are made in one run. */
const NEW_VISITOR_BATCH = 64;
/** What csrf-csrf is given as the response when it makes a token ahead: it sets no cookie. */
const NO_RESPONSE = { cookie: () => undefined };

function newIdentifier(): string {
  return randomToken(IDENTIFIER_BYTES, 'base64url');
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
  /** The identifiers of new visitors whose tokens are being made ahead (see `newVisitor`). */
  const aheadIdentifiers = new WeakMap<object, string>();

  const { generateCsrfToken, doubleCsrfProtection } = doubleCsrf({
    getSecret: () => options.secret,
    getSessionIdentifier: (req) => aheadIdentifiers.get(req) ?? identifierOf(req) ?? '',
    cookieName: XSRF_COOKIE_NAME,
    cookieOptions: XSRF_COOKIE_OPTIONS,
    getCsrfTokenFromRequest: (req) => req.get(XSRF_HEADER_NAME),
  });

  /**
   * New visitors' identifiers with their tokens, made NEW_VISITOR_BATCH at a time: one per
   * request, OpenSSL's random bytes and HMAC ran cold between requests, and a cached page cost a
   * first-time visitor a fifth more CPU (155 against 125 µs). csrf-csrf makes each token for a
   * stand-in request: all it reads of one is the cookies, through our identifier.
   */
  const readyVisitors: { identifier: string; token: string }[] = [];
  const newVisitor = () => {
    if (readyVisitors.length === 0) {
      for (let made = 0; made < NEW_VISITOR_BATCH; made++) {
        const identifier = newIdentifier();
        const standIn = { cookies: {} };
        aheadIdentifiers.set(standIn, identifier);
        // Stand-ins: a Request with no cookies, a Response whose cookie is set elsewhere.
        const token = generateCsrfToken(standIn as Request, NO_RESPONSE as unknown as Response, {
          overwrite: true,
        });
        readyVisitors.push({ identifier, token });
      }
    }
    return readyVisitors.pop()!;
  };

  const issueToken: RequestHandler = (req, res, next) => {
    if (!req.cookies) {
      next(new Error('createCsrfProtection: stringCookies() must run before issueToken'));
      return;
    }
    const secure = isSecure(req);
    if (!identifierOf(req)) {
      const { identifier, token } = newVisitor();
      res.cookie(identifierCookieOf(req), identifier, {
        httpOnly: true,
        sameSite: 'lax',
        secure,
        path: '/',
        maxAge: COOKIE_MAX_AGE_MS,
      });
      res.cookie(XSRF_COOKIE_NAME, token, { ...XSRF_COOKIE_OPTIONS, secure });
      next();
      return;
    }
    // Keeps a token that is valid for this identifier; any other (a forged or stale cookie) is
    // replaced rather than refused: a page view never fails on it.
    generateCsrfToken(req, res, {
      overwrite: false,
      validateOnReuse: false,
      cookieOptions: { secure },
    });
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
    if (SAFE_METHODS.has(req.method)) {
      next();
      return;
    }
    if (isCrossSite(req)) {
      sendErrorEnvelope(res, 403, 'Cross-site request refused');
      return;
    }
    if (!req.cookies || !identifierOf(req)) {
      sendErrorEnvelope(res, 403, 'Invalid or missing anti-forgery token');
      return;
    }
    // csrf-csrf skips the same safe methods and checks header == cookie and the HMAC.
    doubleCsrfProtection(req, res, (error?: unknown) => {
      if (error) sendErrorEnvelope(res, 403, 'Invalid or missing anti-forgery token');
      else next();
    });
  };

  return { issueToken, protectApi };
}
