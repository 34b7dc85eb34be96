import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { qrImagePath, SOCIAL_CHANNEL_KEYS } from '../../shared/public-facts';
import type { SiteConfig } from '../../shared/site-config-schema';
import { pagePath, siteText, TEST_LANGS } from '../helpers/account-strings';
import {
  attr,
  elements,
  first,
  hasClass,
  parseHtml,
  textOf,
  withAttributes,
} from '../helpers/html';
import { DESKTOP_UA, MOBILE_UA, startTestApp, type TestApp } from '../helpers/test-app';

/** The platforms' own public pages: the only hosts the demo links besides itself. */
const REAL_PLATFORMS = new Set([
  'www.douyin.com',
  'www.bilibili.com',
  'qm.qq.com',
  'weixin.qq.com',
]);
const PLACEHOLDER_HOST = /(^|\.)(example\.(com|cn|net|org)|[^.]+\.(test|invalid|example))$/;

const site = JSON.parse(
  await readFile(path.resolve('deploy/site-config.example.json'), 'utf8'),
) as SiteConfig;

let demo: TestApp;
let configured: TestApp;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'site-config-test-'));
  const file = path.join(dir, 'site-config.json');
  await writeFile(file, JSON.stringify(site));
  [demo, configured] = await Promise.all([
    startTestApp(),
    startTestApp({ env: { SITE_CONFIG: file } }),
  ]);
});
afterAll(async () => {
  await demo?.close();
  await configured?.close();
  await rm(dir, { recursive: true, force: true });
});

const page = async (app: TestApp, url: string, mobile = false) => {
  const response = await request(app.app)
    .get(url)
    .set('User-Agent', mobile ? MOBILE_UA : DESKTOP_UA)
    .set('Cookie', 'locale=zh');
  expect(response.status, url).toBe(200);
  return response.text;
};

const footerOf = (html: string) => {
  const footer = first(parseHtml(html), (el) => el.tagName === 'footer');
  expect(footer).toBeDefined();
  return footer!;
};

const hrefs = (html: string) =>
  elements(parseHtml(html), 'a')
    .map((a) => attr(a, 'href'))
    .filter((href): href is string => href !== undefined);

describe('with a SITE_CONFIG file', () => {
  it('shows the company and the ICP number linked to the filing site in the footer', async () => {
    const footer = footerOf(await page(configured, '/about-us'));
    expect(textOf(footer)).toContain(site.company.name);
    expect(textOf(footer)).toContain(site.company.address);
    const icp = withAttributes(footer, { href: site.company.icpUrl });
    expect(icp.map(textOf)).toEqual([site.company.icpNumber]);
  });

  it('links the configured downloads, social channels and company pages', async () => {
    const home = hrefs(await page(configured, '/'));
    for (const url of [site.downloads.amd, site.downloads.aiPc, site.downloads.standard]) {
      expect(home).toContain(url);
    }
    const about = hrefs(await page(configured, '/about-us'));
    for (const url of [site.promoVideo, site.recruitment, site.company.website]) {
      expect(about).toContain(url);
    }
    for (const key of ['shortVideo', 'videoSite', 'qqGroup'] as const) {
      expect(about).toContain(site.social[key].url);
    }
  });

  it('offers phones the mobile download and names the desktop editions without a link', async () => {
    const html = await page(configured, '/m', true);
    expect(hrefs(html)).toContain(site.downloads.mobile);
    expect(html).not.toContain('.exe');
    expect(textOf(parseHtml(html))).toContain(siteText('zh', 'content:downloads.amd.name'));
  });
});

describe('without SITE_CONFIG (the demo)', () => {
  const pages = ['/', '/about-us', '/activity'];

  it.each(TEST_LANGS)('links only the site itself or real platform pages (%s)', async (lang) => {
    for (const mobile of [false, true]) {
      for (const rest of pages) {
        const url = pagePath(lang, mobile, rest);
        for (const href of hrefs(await page(demo, url, mobile))) {
          if (/^(\/(?!\/)|#)/.test(href)) continue;
          const host = new URL(href).host;
          expect(PLACEHOLDER_HOST.test(host), `${url}: ${href}`).toBe(false);
          expect(REAL_PLATFORMS.has(host), `${url}: ${href}`).toBe(true);
        }
      }
    }
  });

  it('names a demo company and shows no filing number', async () => {
    const footer = footerOf(await page(demo, '/en/about-us'));
    expect(textOf(footer)).toContain(siteText('en', 'footer.demoCompany'));
    expect(elements(footer, (el) => hasClass(el, 'site-footer__icp'))).toEqual([]);
    expect(textOf(footer)).not.toMatch(/ICP/);
  });

  it('offers no Windows installer on the /m home', async () => {
    for (const lang of TEST_LANGS) {
      const html = await page(demo, pagePath(lang, true, '/'), true);
      expect(html).not.toMatch(/\.exe\b/);
      expect(hrefs(html)).toContain(pagePath(lang, true, '/download') + '#mobile');
    }
  });

  it('leads downloads to its own page, which says it is a demo in each language', async () => {
    for (const lang of TEST_LANGS) {
      const home = hrefs(await page(demo, pagePath(lang, false, '/')));
      expect(home).toContain(pagePath(lang, false, '/download') + '#amd');
      const text = textOf(parseHtml(await page(demo, pagePath(lang, false, '/download'))));
      expect(text).toContain(siteText(lang, 'content:downloads.demoPage.lead'));
      for (const key of ['standard', 'amd', 'intelAiPc'] as const) {
        expect(text).toContain(siteText(lang, `content:downloads.${key}.name`));
      }
    }
  });

  it('serves a QR code of each channel as PNG', async () => {
    for (const key of SOCIAL_CHANNEL_KEYS) {
      const response = await request(demo.app).get(qrImagePath(key));
      expect(response.status, key).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
    }
    expect((await request(demo.app).get('/qr/nothing.svg')).status).toBe(404);
  });
});
