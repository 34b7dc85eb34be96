import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

import type { PublicConfig } from '../../shared/render-contract';
import {
  GEETEST_SCRIPT_URL,
  GTAG_SCRIPT_URL,
  INSTALL_SDK_SCRIPT_URL,
  WECHAT_JS_SDK_URL,
} from '../../shared/third-party-scripts';
import type { AppConfig } from '../config/env';
import { CSP_REPORT_ENDPOINT_NAME, CSP_REPORT_PATH } from './csp-report';

declare global {
  namespace Express {
    interface Locals {
      /**
       * The script sources a page's CSP names: the request's nonce for a render, or a cached
       * page's `'sha256-…'` hashes (its kept bytes carry no nonce). Set by `pagePolicy` only.
       */
      pageScriptSources?: string;
    }
  }
}

/** The origin a script or endpoint URL of an integration is served from. */
function urlOrigin(url: string): string {
  return new URL(url).origin;
}

/** Script and connection hosts that each configured integration needs. */
export function integrationHosts(integrations: PublicConfig): {
  script: string[];
  connect: string[];
  frame: string[];
  image: string[];
} {
  const script: string[] = [];
  const connect: string[] = [];
  const frame: string[] = [];
  const image: string[] = [];
  if (integrations.captchaId) {
    script.push(urlOrigin(GEETEST_SCRIPT_URL), 'https://gcaptcha4.geetest.com');
    connect.push('https://gcaptcha4.geetest.com');
    frame.push('https://gcaptcha4.geetest.com');
  }
  if (integrations.analyticsId) {
    script.push(urlOrigin(GTAG_SCRIPT_URL));
    connect.push('https://www.google-analytics.com', 'https://*.google-analytics.com');
    image.push('https://www.google-analytics.com', 'https://*.google-analytics.com');
  }
  if (integrations.trackingHost) connect.push(integrations.trackingHost);
  if (integrations.installSdkKey) {
    script.push(urlOrigin(INSTALL_SDK_SCRIPT_URL));
    connect.push('https://*.openinstall.io');
  }
  if (integrations.ipLookupUrl) connect.push(urlOrigin(integrations.ipLookupUrl));
  if (integrations.wechatShare) {
    // The JS-SDK reports its set-up to WeChat with an image request.
    script.push(urlOrigin(WECHAT_JS_SDK_URL));
    image.push('https://open.weixin.qq.com');
  }
  return { script, connect, frame, image };
}

/**
 * Hosts that page images and media may come from besides the site itself: the upstream API
 * (whose payloads name its artwork) and the QR images of the SITE_CONFIG file.
 */
export function mediaHosts(config: Pick<AppConfig, 'apiUpstreamUrl' | 'siteConfig'>): string[] {
  const hosts = new Set<string>();
  if (config.apiUpstreamUrl) hosts.add(config.apiUpstreamUrl);
  for (const channel of Object.values(config.siteConfig?.social ?? {})) {
    if (/^https?:/.test(channel.qrImage)) hosts.add(new URL(channel.qrImage).origin);
  }
  return [...hosts];
}

/** 128 bits, as the CSP recommends. */
const NONCE_BYTES = 16;

/**
 * A fresh nonce, made only for a page that is rendered: a cached page names hashes instead, and
 * no other answer has an inline script.
 */
export function newCspNonce(): string {
  return randomBytes(NONCE_BYTES).toString('base64');
}

/** The script source that allows the inline and bootstrap scripts carrying `nonce`. */
export function nonceSource(nonce: string): string {
  return `'nonce-${nonce}'`;
}

/** helmet calls this each time the page policy runs: the sources `pagePolicy` was given. */
function pageScriptSources(_req: IncomingMessage, res: ServerResponse): string {
  // Express's response is the one helmet is given: its `locals` are this request's.
  const sources = (res as Response).locals.pageScriptSources;
  if (sources === undefined) throw new Error('the page policy ran without script sources');
  return sources;
}

/**
 * Sets a page's Content-Security-Policy, naming `scriptSources` (a nonce's or a cached page's
 * hashes) for its inline scripts.
 */
export type PagePolicyStep = (req: Request, res: Response, scriptSources: string) => void;

/** Response headers as name and value, in the order they were set. */
export type HeaderList = readonly (readonly [string, string])[];

/**
 * What helmet sets, recorded rather than set on a response: the headers of a page kept by the
 * page cache are decided once, when the page is kept, and written back whole on each hit; the
 * fixed policy once, at start, and given only to answers that set none of their own.
 * helmet's middleware only sets and removes headers and reads the response's `locals`.
 */
class HeaderRecorder {
  readonly headers = new Map<string, string>();
  readonly locals: { pageScriptSources?: string } = {};
  setHeader(name: string, value: string | number | readonly string[]): this {
    this.headers.set(name, String(value));
    return this;
  }
  getHeader(name: string): string | undefined {
    return this.headers.get(name);
  }
  removeHeader(name: string): void {
    this.headers.delete(name);
  }
}

/**
 * Sets each of `headers` that an answer has not set by the time its headers are written: a page
 * decides its CSP only once it knows how it is made, and a default set before that would be
 * written twice. Node writes every answer's headers through `writeHead`, called or implied by
 * the first write, so the response's own `writeHead` sees each answer at that moment.
 */
function defaultsAtWrite(headers: HeaderList): RequestHandler {
  return (_req, res, next) => {
    // writeHead has two forms; the arguments are handed on as they came, whichever it is.
    const writeHead = res.writeHead as (...args: unknown[]) => Response;
    res.writeHead = (...args: unknown[]) => {
      // A kept page's answer hands its headers to writeHead itself, its policy among them.
      const given = headerNames(args.at(-1));
      for (const [name, value] of headers) {
        if (!res.hasHeader(name) && !given.has(name.toLowerCase())) res.setHeader(name, value);
      }
      return writeHead.apply(res, args);
    };
    next();
  };
}

/** The names, lower-cased, of the headers handed to `writeHead` as a flat list or an object. */
function headerNames(given: unknown): Set<string> {
  if (Array.isArray(given)) {
    return new Set(given.filter((_, i) => i % 2 === 0).map((name) => String(name).toLowerCase()));
  }
  if (typeof given === 'object' && given !== null) {
    return new Set(Object.keys(given).map((name) => name.toLowerCase()));
  }
  return new Set();
}

export interface SecurityHeaders {
  /**
   * For every response, first: helmet's headers, and a CSP that allows no inline script at all
   * for an answer that sets no policy of its own. helmet builds that policy once at start (its
   * directives are all fixed), so an answer that is not a page costs no nonce and no policy of
   * its own.
   */
  headers: RequestHandler[];
  /**
   * helmet's CSP step for a page, run once by the page handler when it knows whether the page is
   * rendered (with a new nonce) or served from memory (with its scripts' hashes): the one policy
   * the page's answer is given, built by helmet from the same directives as the fixed one;
   * nothing edits helmet's output.
   */
  pagePolicy: PagePolicyStep;
  /**
   * Every header `headers` and then `pagePolicy` would set on a page whose inline scripts are
   * allowed by `scriptSources`: what a kept page is answered with, without running helmet again.
   */
  pageHeaders(scriptSources: string): HeaderList;
}

/**
 * helmet with a nonce-based Content-Security-Policy: no 'unsafe-inline' for scripts; in
 * development Vite's HMR client needs a websocket and its inline preamble. Violations are
 * reported to our own endpoint (report-to for current browsers, report-uri for the others).
 */
export function securityHeaders(
  config: Pick<AppConfig, 'integrations' | 'mode' | 'apiUpstreamUrl' | 'siteConfig'>,
): SecurityHeaders {
  const hosts = integrationHosts(config.integrations);
  const media = mediaHosts(config);
  const dev = config.mode === 'development';
  const policyFor = (pageScripts: (typeof pageScriptSources)[]) =>
    helmet.contentSecurityPolicy({
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...pageScripts, ...hosts.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...media, ...hosts.image],
        connectSrc: ["'self'", ...hosts.connect, ...(dev ? ['ws:', 'wss:'] : [])],
        frameSrc: ["'self'", ...hosts.frame],
        mediaSrc: ["'self'", ...media],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
        reportUri: [CSP_REPORT_PATH],
        reportTo: [CSP_REPORT_ENDPOINT_NAME],
      },
    });
  const pagePolicy = policyFor([pageScriptSources]);
  const otherHeaders = helmet({
    contentSecurityPolicy: false,
    // Cross-origin isolation would block the third-party captcha and analytics widgets.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: dev ? false : undefined,
  });
  const reportingEndpoints = `${CSP_REPORT_ENDPOINT_NAME}="${CSP_REPORT_PATH}"`;
  const headers: RequestHandler[] = [
    (_req, res, next) => {
      // The endpoint `report-to` names; helmet has no option for this header.
      res.setHeader('Reporting-Endpoints', reportingEndpoints);
      next();
    },
    otherHeaders,
  ];
  const failOnError = (error?: unknown) => {
    if (error) throw error;
  };
  /** What `steps` set, recorded instead of set on a response. */
  const recorded = (steps: RequestHandler[], scriptSources?: string): HeaderList => {
    const recorder = new HeaderRecorder();
    recorder.locals.pageScriptSources = scriptSources;
    // The recorder stands in for the response: helmet uses no more of it than the above.
    const res = recorder as unknown as Response;
    const req = {} as Request;
    for (const step of steps) step(req, res, failOnError);
    return [...recorder.headers];
  };
  return {
    headers: [...headers, defaultsAtWrite(recorded([policyFor([])]))],
    pagePolicy: (req, res, scriptSources) => {
      res.locals.pageScriptSources = scriptSources;
      pagePolicy(req, res, failOnError);
    },
    pageHeaders: (scriptSources) => recorded([...headers, pagePolicy], scriptSources),
  };
}
