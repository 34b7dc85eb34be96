import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type Certificate, selfSignedCertificate, startBalancer } from '../helpers/https-proxy';
import { listen } from '../helpers/listen';
import {
  cookiesSeen,
  formatObservatoryTable,
  loadObservatory,
  OBSERVATORY_VERSION,
  type ObservatoryResult,
  withTrustedCertificate,
} from '../helpers/observatory';
import { startTestApp, type TestApp } from '../helpers/test-app';

/*
 * The MDN HTTP Observatory's own scan() — its retriever, every one of its tests and its
 * grading, unchanged — against the app as production runs it: TRUST_PROXY=1 behind a
 * TLS-terminating balancer, here a loopback stand-in with a certificate this process trusts.
 */

/**
 * Every test passed (100), plus the Observatory's extra credit the app earns: CORP
 * same-origin (+10), a private Referrer-Policy (+5) and framing limited by CSP frame-ancestors
 * (+5). The page sets no cookie (any shared cache may keep it), so the cookie credit does not
 * apply. A lower score means one was lost.
 */
const DEPLOYED_MINIMUM_SCORE = 120;

/**
 * Observatory tests the app alone may fail, and why. Everything else must pass.
 * HSTS preload is not here: the Observatory passes a six-month max-age without it.
 */
const BALANCER_JOBS: Record<string, string> = {
  // Plain http never reaches the app in production: the balancer answers it with a redirect.
  redirection: 'http to https redirect is done by the balancer',
};

let testApp: TestApp;
let server: Awaited<ReturnType<typeof listen>>;
let certificate: Certificate;
let scan: (hostname: string) => Promise<ObservatoryResult>;

beforeAll(async () => {
  testApp = await startTestApp({ env: { TRUST_PROXY: '1' } });
  server = await listen(testApp.app);
  certificate = selfSignedCertificate('localhost');
  // The first run installs the pinned Observatory release (see the helper for why).
  ({ scan } = await loadObservatory());
}, 240_000);

afterAll(async () => {
  await server?.close();
  await testApp?.close();
});

async function scanBehindBalancer(plainHttp: 'forward' | 'redirect'): Promise<ObservatoryResult> {
  const balancer = await startBalancer({ target: server.url, certificate, plainHttp });
  try {
    // The Observatory builds both http:// and https:// URLs from one host, port included.
    const result = await withTrustedCertificate(certificate.cert, () =>
      scan(`localhost:${balancer.port}`),
    );
    console.log(
      `MDN HTTP Observatory ${OBSERVATORY_VERSION}, plain http ${plainHttp}ed by the balancer:\n` +
        formatObservatoryTable(result),
    );
    return result;
  } finally {
    await balancer.close();
  }
}

const failing = (result: ObservatoryResult) =>
  Object.entries(result.tests)
    .filter(([, test]) => test.pass !== true)
    .map(([name]) => name);

describe('MDN HTTP Observatory', () => {
  let deployed: ObservatoryResult;
  let appAlone: ObservatoryResult;
  beforeAll(async () => {
    deployed = await scanBehindBalancer('redirect');
    appAlone = await scanBehindBalancer('forward');
  }, 60_000);

  it('passes every test with A+ as deployed, the balancer redirecting http to https', () => {
    expect(failing(deployed)).toEqual([]);
    expect(deployed.scan.testsQuantity).toBe(Object.keys(deployed.tests).length);
    expect(deployed.scan.grade).toBe('A+');
    expect(deployed.scan.score).toBeGreaterThanOrEqual(DEPLOYED_MINIMUM_SCORE);
  });

  it('scanned the real app over verified https, so no verdict above is vacuous', () => {
    expect(deployed.scan.statusCode).toBe(200);
    expect(deployed.scan.responseHeaders['content-security-policy']).toMatch(/'nonce-[^']+'/);
    // The page is the same bytes for every visitor: no cookie at all.
    expect(Object.keys(cookiesSeen(deployed))).toEqual([]);
    // Both need a verified certificate chain; without one they report invalid-cert.
    expect(deployed.tests['strict-transport-security']?.result).toBe(
      'hsts-implemented-max-age-at-least-six-months',
    );
    expect(deployed.tests['redirection']?.result).toBe('redirection-to-https');
  });

  it('fails only what the balancer does when plain http reaches the app itself', () => {
    expect(failing(appAlone)).toEqual(Object.keys(BALANCER_JOBS));
    expect(appAlone.tests['redirection']?.result).toBe('redirection-missing');
    // Every other verdict is the deployed one: the app's https answers do not depend on it.
    const appsOwn = Object.entries(appAlone.tests).filter(([name]) => !(name in BALANCER_JOBS));
    expect(appsOwn.length).toBeGreaterThan(0);
    for (const [name, test] of appsOwn) {
      expect(test.result, name).toBe(deployed.tests[name]?.result);
    }
  });
});
