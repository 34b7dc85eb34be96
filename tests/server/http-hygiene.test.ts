import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { attr, elements, parseHtml } from '../helpers/html';
import { DESKTOP_UA, startTestApp, type TestApp } from '../helpers/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

const page = () => request(testApp.app).get('/about-us').set('User-Agent', DESKTOP_UA);

describe('Content-Security-Policy', () => {
  it('uses one fresh nonce per request for every script, and no unsafe-inline scripts', async () => {
    const [first, second] = [await page(), await page()];
    const csp = first.headers['content-security-policy'] as string;
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(/script-src [^;]*'unsafe-inline'/.test(csp)).toBe(false);
    const scripts = elements(parseHtml(first.text), 'script');
    const executable = scripts.filter((script) => attr(script, 'type') !== 'application/json');
    expect(executable.length).toBeGreaterThan(0);
    for (const script of executable) expect(attr(script, 'nonce')).toBe(nonce);
    expect(second.headers['content-security-policy']).not.toContain(nonce);
  });

  it('allows no inline script at all on answers that are not pages', async () => {
    const pagePolicy = (await page()).headers['content-security-policy'] as string;
    for (const path of ['/terms.html', '/favicon.svg', '/healthz', '/assets/nope-123.js']) {
      const csp = (await request(testApp.app).get(path)).headers['content-security-policy'];
      expect(csp, path).toBe(pagePolicy.replace(/ 'nonce-[^']+'/, ''));
    }
  });

  it('names third-party hosts only for configured integrations', async () => {
    const csp = (await page()).headers['content-security-policy'] as string;
    expect(csp).not.toContain('geetest');
    const withCaptcha = await startTestApp({ env: { CAPTCHA_ID: 'abc' } });
    try {
      const response = await request(withCaptcha.app)
        .get('/about-us')
        .set('User-Agent', DESKTOP_UA);
      expect(response.headers['content-security-policy']).toContain('https://static.geetest.com');
    } finally {
      await withCaptcha.close();
    }
  });
});

describe('caching and compression', () => {
  it('answers 404 for a missing asset instead of a page', async () => {
    const response = await request(testApp.app).get('/assets/nope-123.js');
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('<html');
  });

  it('has every cache revalidate a page, untransformed, while the page cache is off', async () => {
    expect((await page()).headers['cache-control']).toBe('no-cache, no-transform');
  });

  it('types every static file by its own extension, each time it is asked for', async () => {
    const types = {
      '/favicon.svg': 'image/svg+xml',
      '/terms.html': 'text/html; charset=utf-8',
      '/logo.svg': 'image/svg+xml',
      '/privacy.html': 'text/html; charset=utf-8',
    };
    for (let round = 0; round < 2; round++) {
      for (const [path, type] of Object.entries(types)) {
        const response = await request(testApp.app).get(path);
        expect(response.status).toBe(200);
        expect(response.headers['content-type']).toBe(type);
      }
    }
  });

  it('compresses with gzip and brotli when asked', async () => {
    const gzip = await page().set('Accept-Encoding', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const brotli = await page().set('Accept-Encoding', 'br');
    expect(brotli.headers['content-encoding']).toBe('br');
  });
});

describe('malformed input never crashes the process', () => {
  it.each([
    ['/%E0%A4%A', 400],
    ['/about-us/%', 400],
    ['/%00', 400],
  ])('%s answers %i', async (path, status) => {
    expect((await request(testApp.app).get(path).set('User-Agent', DESKTOP_UA)).status).toBe(
      status,
    );
  });

  it('renders a normal page for a 10 KB User-Agent', async () => {
    const response = await request(testApp.app)
      .get('/about-us')
      .set('User-Agent', `Mozilla/5.0 ${'x'.repeat(10_000)}`);
    expect(response.status).toBe(200);
  });

  it('ignores broken cookies', async () => {
    const response = await page().set('Cookie', 'locale=%E0%A4%A; =; ;;sid');
    expect(response.status).toBe(200);
  });

  it('refuses unknown methods on pages with 405', async () => {
    const response = await request(testApp.app).delete('/about-us');
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });

  it('answers HEAD with headers only', async () => {
    const response = await request(testApp.app).head('/about-us').set('User-Agent', DESKTOP_UA);
    expect(response.status).toBe(200);
    expect(response.text ?? '').toBe('');
    const missing = await request(testApp.app).head('/nope').set('User-Agent', DESKTOP_UA);
    expect(missing.status).toBe(404);
  });

  it('still serves after all of that', async () => {
    expect((await page()).status).toBe(200);
  });
});
