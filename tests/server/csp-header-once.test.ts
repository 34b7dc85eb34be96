/**
 * A response's Content-Security-Policy is set once: a page sets only its own policy (its nonce,
 * or its kept scripts' hashes), and every other answer only helmet's fixed one. A policy set and
 * then replaced costs a header write and leaves a wrong value in the way of whatever reads
 * headers before they leave.
 */
import http from 'node:http';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DESKTOP_UA, MOBILE_UA, type ServedTestApp, serveTestApp } from '../helpers/test-app';
import { HOME_CHARACTERS_PATH, startRelayUpstream } from '../helpers/upstreams';

const CSP = 'content-security-policy';
/** Names the test's own requests: the demo API and its relay answer in this process too. */
const PROBE = 'x-csp-probe';
const SLOW_MS = 300;

let site: ServedTestApp;
/** Each probe's CSP values, in the order its response was given them. */
const policiesSet = new Map<string, string[]>();
const restores: (() => void)[] = [];

function recordPolicy(res: http.ServerResponse, name: unknown, value: unknown): void {
  if (typeof name !== 'string' || name.toLowerCase() !== CSP) return;
  const probe = res.req?.headers[PROBE];
  if (typeof probe !== 'string') return;
  policiesSet.set(probe, [...(policiesSet.get(probe) ?? []), String(value)]);
}

/** The policies handed to writeHead itself, as an object or as a flat list of names and values. */
function recordWriteHeadPolicies(res: http.ServerResponse, args: unknown[]): void {
  const headers = args.find((arg) => typeof arg === 'object' && arg !== null);
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) recordPolicy(res, headers[i], headers[i + 1]);
  } else if (headers) {
    for (const [name, value] of Object.entries(headers)) recordPolicy(res, name, value);
  }
}

/** Replaces a method of ServerResponse's prototype for this file; put back as it was after. */
function spyOnResponses(
  method: 'setHeader' | 'appendHeader' | 'writeHead',
  record: (res: http.ServerResponse, args: unknown[]) => void,
): void {
  const proto = http.ServerResponse.prototype;
  const own = Object.getOwnPropertyDescriptor(proto, method);
  const original = proto[method] as (...args: unknown[]) => unknown;
  Object.defineProperty(proto, method, {
    configurable: true,
    writable: true,
    value: function (this: http.ServerResponse, ...args: unknown[]) {
      record(this, args);
      return original.apply(this, args);
    },
  });
  restores.push(() => {
    if (own) Object.defineProperty(proto, method, own);
    else Reflect.deleteProperty(proto, method);
  });
}

beforeAll(async () => {
  // The home page's slow data makes a visitor's render send its shell first: a streamed answer.
  site = await serveTestApp({
    inFrontOfDemo: (demoUrl) =>
      startRelayUpstream(demoUrl, { path: HOME_CHARACTERS_PATH, ms: SLOW_MS }),
    env: { PAGE_CACHE_SECONDS: '60' },
  });
  spyOnResponses('setHeader', (res, [name, value]) => recordPolicy(res, name, value));
  spyOnResponses('appendHeader', (res, [name, value]) => recordPolicy(res, name, value));
  spyOnResponses('writeHead', recordWriteHeadPolicies);
});
afterAll(async () => {
  for (const restore of restores.splice(0).reverse()) restore();
  await site?.close();
});

let probes = 0;

/** A request of its own probe, and the CSP values its response was set, in order. */
async function visit(
  path: string,
  init: { method?: string; userAgent?: string } = {},
): Promise<{ res: Response; body: string; policies: string[] }> {
  probes += 1;
  const probe = String(probes);
  const res = await fetch(`${site.url}${path}`, {
    method: init.method ?? 'GET',
    redirect: 'manual',
    headers: {
      [PROBE]: probe,
      'User-Agent': init.userAgent ?? DESKTOP_UA,
      Cookie: 'locale=zh',
      'Accept-Encoding': 'identity',
    },
  });
  const body = await res.text();
  return { res, body, policies: policiesSet.get(probe) ?? [] };
}

describe('the Content-Security-Policy header', () => {
  let fixedPolicy: string;

  it('is set once, to the fixed policy, on answers that are not pages', async () => {
    const terms = await visit('/terms.html');
    expect(terms.res.status).toBe(200);
    expect(terms.policies).toHaveLength(1);
    fixedPolicy = terms.policies[0]!;
    expect(fixedPolicy).not.toMatch(/'nonce-|'sha256-/);
    expect(terms.res.headers.get(CSP)).toBe(fixedPolicy);

    for (const [path, status, userAgent] of [
      ['/healthz', 200, DESKTOP_UA],
      ['/assets/nope-123.js', 404, DESKTOP_UA],
      ['/game-library', 302, MOBILE_UA],
    ] as const) {
      const answer = await visit(path, { userAgent });
      expect(answer.res.status, path).toBe(status);
      expect(answer.policies, path).toEqual([fixedPolicy]);
      expect(answer.res.headers.get(CSP), path).toBe(fixedPolicy);
    }
  });

  it('is set once, to the page policy, on a page streamed, made for the cache, and kept', async () => {
    const streamed = await visit('/');
    expect(streamed.res.headers.get('x-page-cache')).toBe('miss');
    // The shell went out before the slow data: React's streamed form.
    expect(streamed.body).toContain('<template id="B:');
    expect(streamed.policies).toEqual([expect.stringMatching(/'nonce-[^']+'/)]);
    expect(streamed.res.headers.get(CSP)).toBe(streamed.policies[0]);

    // The key's second request within its window fills the cache.
    const fill = await visit('/');
    expect(fill.res.headers.get('x-page-cache')).toBe('miss');
    expect(fill.policies).toEqual([expect.stringContaining("'sha256-")]);
    expect(fill.policies[0]).not.toContain("'nonce-");
    expect(fill.res.headers.get(CSP)).toBe(fill.policies[0]);

    // Until the fill's copy is kept, a request waits for it.
    await visit('/', { method: 'HEAD' });
    const hit = await visit('/');
    expect(hit.res.headers.get('x-page-cache')).toBe('hit');
    expect(hit.policies).toEqual(fill.policies);
    expect(hit.policies[0]).not.toBe(fixedPolicy);
  });
});
