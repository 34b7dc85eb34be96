import { randomBytes } from 'node:crypto';

import type { RequestHandler } from 'express';
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

/** Stands in for the nonce while helmet's headers are worked out once, at start. */
const NONCE_PLACEHOLDER = 'NONCE-PLACEHOLDER-7f3c9a';

type HeaderStep = { name: string; value: string | undefined };

/**
 * The headers a helmet middleware sets, in order (undefined: a header it removes), found by
 * running it once against a stand-in response. helmet's headers depend on its options alone (the
 * CSP's nonce aside, which the placeholder marks), so working them out for every request, as a
 * dozen chained middlewares, would only repeat the same answer.
 */
function headerStepsOf(middleware: ReturnType<typeof helmet>): HeaderStep[] {
  const steps: HeaderStep[] = [];
  const standIn = {
    setHeader: (name: string, value: string) => void steps.push({ name, value }),
    removeHeader: (name: string) => void steps.push({ name, value: undefined }),
  };
  let finished = false;
  // helmet reads nothing of the request; its types want Node's objects, which it never touches.
  middleware({} as never, standIn as never, () => {
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish synchronously');
  return steps;
}

/**
 * helmet with a nonce-based Content-Security-Policy: no 'unsafe-inline' for scripts; in
 * development Vite's HMR client needs a websocket and its inline preamble. Violations are
 * reported to our own endpoint (report-to for current browsers, report-uri for the others).
 */
export function securityHeaders(
  config: Pick<AppConfig, 'integrations' | 'mode' | 'apiUpstreamUrl' | 'siteConfig'>,
): RequestHandler {
  const hosts = integrationHosts(config.integrations);
  const media = mediaHosts(config);
  const dev = config.mode === 'development';
  const helmetHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", `'nonce-${NONCE_PLACEHOLDER}'`, ...hosts.script],
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
    },
    // Cross-origin isolation would block the third-party captcha and analytics widgets.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: dev ? false : undefined,
  });
  const steps: HeaderStep[] = [
    { name: 'Reporting-Endpoints', value: `${CSP_REPORT_ENDPOINT_NAME}="${CSP_REPORT_PATH}"` },
    ...headerStepsOf(helmetHeaders),
  ];
  const csp = steps.find((step) => step.name === 'Content-Security-Policy');
  const [beforeNonce, afterNonce, ...extra] = csp?.value?.split(NONCE_PLACEHOLDER) ?? [];
  if (beforeNonce === undefined || afterNonce === undefined || extra.length > 0) {
    throw new Error('the Content-Security-Policy must carry the nonce exactly once');
  }
  const fixed = steps.filter((step) => step !== csp);
  return (_req, res, next) => {
    for (const { name, value } of fixed) {
      if (value === undefined) res.removeHeader(name);
      else res.setHeader(name, value);
    }
    res.setHeader('Content-Security-Policy', beforeNonce + res.locals.cspNonce + afterNonce);
    next();
  };
}
