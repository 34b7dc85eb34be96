/**
 * The legal pages, static files and routed pages alike, name the operators of the running
 * SITE_CONFIG, or the demo's stand-ins without one.
 */
import path from 'node:path';

import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadSiteConfig } from '../../server/config/site-config';
import { pagePaths } from '../../shared/routing/route-manifest';
import { pagePath, TEST_LANGS } from '../helpers/account-strings';
import { first, parseHtml, textOf } from '../helpers/html';
import { DESKTOP_UA, startTestApp, type TestApp } from '../helpers/test-app';

const EXAMPLE_SITE_CONFIG = path.resolve('deploy/site-config.example.json');
const EXAMPLE = loadSiteConfig(EXAMPLE_SITE_CONFIG);
const EXAMPLE_COMPANY = EXAMPLE.company;

/** The eight static files, each with the SITE_CONFIG block that names its operator. */
const FILES = [
  ['/terms.html', EXAMPLE_COMPANY],
  ['/privacy.html', EXAMPLE_COMPANY],
  ['/douvterms.html', EXAMPLE_COMPANY],
  ['/douvsubscribeterms.html', EXAMPLE_COMPANY],
  ['/terms-txj.html', EXAMPLE.legalOperators!.txj!],
  ['/privacy-txj.html', EXAMPLE.legalOperators!.txj!],
  ['/douvterms-legionzone.html', EXAMPLE.legalOperators!.legionZone!],
  ['/douvsubscribeterms-legionzone.html', EXAMPLE.legalOperators!.legionZone!],
] as const;

/** The routed legal pages of the desktop tree. */
const ROUTED = [
  '/terms',
  '/privacy',
  '/douvterms',
  '/douvsubscribeterms',
  pagePaths.topupAgreement(1),
];

/** What says a page is a demo, in any of the three languages. */
const DEMO_WORDS = /演示版|demo|デモ/i;

/** The text of a page's main element, as a reader sees it. */
async function mainText(app: TestApp, url: string): Promise<string> {
  const response = await request(app.app)
    .get(url)
    .set('User-Agent', DESKTOP_UA)
    .set('Cookie', 'locale=zh');
  expect(response.status, url).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  const main = first(parseHtml(response.text), 'main');
  expect(main, url).toBeDefined();
  return textOf(main!);
}

describe('legal pages with the example SITE_CONFIG', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ env: { SITE_CONFIG: EXAMPLE_SITE_CONFIG } });
  });
  afterAll(() => testApp.close());

  it.each(FILES)('%s names its operator, contact and address, and no demo', async (file, who) => {
    const text = await mainText(testApp, file);
    expect(text).toContain(who.name);
    expect(text).toContain(who.contactEmail);
    expect(text).toContain(who.address);
    expect(text).not.toMatch(DEMO_WORDS);
  });

  it.each(TEST_LANGS)('the routed pages agree with the files (%s)', async (lang) => {
    for (const rest of ROUTED) {
      const url = pagePath(lang, false, rest);
      const text = await mainText(testApp, url);
      expect(text, url).toContain(EXAMPLE_COMPANY.name);
      expect(text, url).toContain(EXAMPLE_COMPANY.contactEmail);
      expect(text, url).toContain(EXAMPLE_COMPANY.address);
      expect(text, url).not.toMatch(DEMO_WORDS);
    }
  });

  it('serves them precompressed, with a validator', async () => {
    const first = await request(testApp.app)
      .get('/terms.html')
      .set('Accept-Encoding', 'br')
      .expect(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    await request(testApp.app)
      .get('/terms.html')
      .set('If-None-Match', String(first.headers.etag))
      .expect(304);
  });
});

describe('legal pages without SITE_CONFIG', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  it('name the demo stand-ins in every file and routed page, never a deployment', async () => {
    const urls = [...FILES.map(([file]) => file), ...ROUTED];
    for (const url of urls) {
      const text = await mainText(testApp, url);
      expect(text, url).not.toContain(EXAMPLE_COMPANY.name);
      expect(text, url).toContain('演示版未设联系邮箱');
      expect(text, url).toContain('演示版未设联系地址');
    }
  });
});
