import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

import type { PublicConfig } from '../../shared/render-contract';
import {
  GEETEST_SCRIPT_URL,
  GTAG_SCRIPT_URL,
  INSTALL_SDK_SCRIPT_URL,
} from '../../shared/third-party-scripts';
import type { AppConfig } from '../config/env';
import { CSP_REPORT_ENDPOINT_NAME, CSP_REPORT_PATH } from './csp-report';

declare global {
  namespace Express {
    interface Locals {
      /** One nonce per request, shared by the CSP header and every inline or bootstrap script. */
      cspNonce: string;
      /**
       * Set when the response is a cached page: the `'sha256-…'` sources of its inline scripts,
       * which its CSP names instead of the nonce (the cached bytes carry none).
       */
      cachedPageScripts?: readonly string[];
    }
  }
}

function originOf(url: string): string {
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
    script.push(originOf(GEETEST_SCRIPT_URL), 'https://gcaptcha4.geetest.com');
    connect.push('https://gcaptcha4.geetest.com');
    frame.push('https://gcaptcha4.geetest.com');
  }
  if (integrations.analyticsId) {
    script.push(originOf(GTAG_SCRIPT_URL));
    connect.push('https://www.google-analytics.com', 'https://*.google-analytics.com');
    image.push('https://www.google-analytics.com', 'https://*.google-analytics.com');
  }
  if (integrations.trackingHost) connect.push(integrations.trackingHost);
  if (integrations.installSdkKey) {
    script.push(originOf(INSTALL_SDK_SCRIPT_URL));
    connect.push('https://*.openinstall.io');
  }
  if (integrations.ipLookupUrl) connect.push(new URL(integrations.ipLookupUrl).origin);
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

/** A fresh nonce, for one request's page or one render with no visitor. */
export function newCspNonce(): string {
  return randomBytes(NONCE_BYTES).toString('base64');
}

export function cspNonce(): RequestHandler {
  return (_req, res, next) => {
    res.locals.cspNonce = newCspNonce();
    next();
  };
}

/**
 * The script sources of a response: a cached page's hashes when it is serving one, else the
 * request's nonce. helmet calls this each time its CSP step runs.
 */
function scriptSources(_req: IncomingMessage, res: ServerResponse): string {
  // Express's response is the one helmet is given: its `locals` are this request's.
  const { locals } = res as Response;
  return locals.cachedPageScripts?.join(' ') ?? `'nonce-${locals.cspNonce}'`;
}

/** Sets the Content-Security-Policy of a response again, from its `res.locals` as they are now. */
export type ContentSecurityPolicyStep = (req: Request, res: Response) => void;

export interface SecurityHeaders {
  /** For every response, first: helmet's headers, the CSP naming the request's nonce. */
  headers: RequestHandler[];
  /**
   * helmet's CSP step alone, run again where a response's script sources are decided after
   * `headers` ran: only the page cache's lookup, long after, knows that a page is served from
   * memory, with its scripts' hashes instead of the nonce. helmet then writes the whole header
   * anew from the same directives; nothing edits its output.
   */
  contentSecurityPolicy: ContentSecurityPolicyStep;
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
  const csp = helmet.contentSecurityPolicy({
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", scriptSources, ...hosts.script],
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
  const otherHeaders = helmet({
    contentSecurityPolicy: false,
    // Cross-origin isolation would block the third-party captcha and analytics widgets.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: dev ? false : undefined,
  });
  const reportingEndpoints = `${CSP_REPORT_ENDPOINT_NAME}="${CSP_REPORT_PATH}"`;
  return {
    headers: [
      (_req, res, next) => {
        // The endpoint `report-to` names; helmet has no option for this header.
        res.setHeader('Reporting-Endpoints', reportingEndpoints);
        next();
      },
      otherHeaders,
      csp,
    ],
    contentSecurityPolicy: (req, res) =>
      csp(req, res, (error) => {
        if (error) throw error;
      }),
  };
}
