/**
 * The <head> every page carries for search engines and chat apps: the Chinese search engines'
 * separate-mobile-URL markup, the share card, `noindex` on the pages that only ask to log in,
 * the title's site suffix and the desktop tree's tablet viewport.
 */
import path from 'node:path';

import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { LANGUAGES } from '../../shared/i18n/languages';
import {
  buildPrefixedPath,
  parsePrefixedPath,
  switchTree,
} from '../../shared/routing/prefixed-path';
import { pagePaths } from '../../shared/routing/route-manifest';
import { matchRoute } from '../../shared/routing/route-table';
import { binaryBody } from '../helpers/binary-body';
import { attributes, elements, first, type HtmlElement, parseHtml, textOf } from '../helpers/html';
import { LEGAL_ROUTES, pageRoutes, type SampleIds, sampleIds } from '../helpers/sample-ids';
import { DESKTOP_UA, MOBILE_UA, startTestApp, type TestApp } from '../helpers/test-app';

const ORIGIN = 'https://www.example.com';
const SUFFIX = { zh: ' - 游戏伙伴', en: ' - Game Partner', ja: ' - ゲームパートナー' } as const;
const SITE_NAME = { zh: '游戏伙伴', en: 'Game Partner', ja: 'ゲームパートナー' } as const;
const OG_LOCALE = { zh: 'zh_CN', en: 'en_US', ja: 'ja_JP' } as const;

let testApp: TestApp;
let ids: SampleIds;
beforeAll(async () => {
  testApp = await startTestApp({ env: { PUBLIC_ORIGIN: ORIGIN } });
  ids = await sampleIds(testApp.upstreamUrl);
});
afterAll(() => testApp.close());

interface Head {
  status: number;
  title: string;
  /** The content of each <meta name=…> and <meta property=…> of <head>. */
  meta: Map<string, string>;
  canonical?: string;
  viewport?: string;
}

async function headOf(app: TestApp, path: string, ua = DESKTOP_UA): Promise<Head> {
  const response = await request(app.app).get(path).set('User-Agent', ua);
  const head = first(parseHtml(response.text), 'head') as HtmlElement;
  const meta = new Map<string, string>();
  for (const tag of elements(head, 'meta').map(attributes)) {
    const key = tag.name ?? tag.property;
    if (key) {
      expect(meta.has(key), `${path}: one <meta ${key}>`).toBe(false);
      meta.set(key, tag.content ?? '');
    }
  }
  const canonical = elements(head, 'link')
    .map(attributes)
    .find((link) => link.rel === 'canonical')?.href;
  return {
    status: response.status,
    title: textOf(first(head, 'title')!),
    meta,
    canonical,
    viewport: meta.get('viewport'),
  };
}

/** Every page of both trees in every language, with its User-Agent. */
function everyPage(): { path: string; lang: (typeof LANGUAGES)[number]; mobile: boolean }[] {
  return LANGUAGES.flatMap((lang) =>
    [false, true].flatMap((mobile) =>
      pageRoutes(ids, mobile).map((route) => ({
        path: buildPrefixedPath({ lang, mobile, rest: route }),
        lang,
        mobile,
      })),
    ),
  );
}

describe('separate mobile URLs for Baidu, Shenma and Sogou', () => {
  it('marks every desktop page pc, naming its absolute /m twin, and every /m page mobile', async () => {
    for (const { path, mobile } of everyPage()) {
      const head = await headOf(
        testApp,
        `${path}${path.includes('?') ? '&' : '?'}channel=x`,
        mobile ? MOBILE_UA : DESKTOP_UA,
      );
      expect(head.status, path).toBe(200);
      if (mobile) {
        expect(head.meta.get('applicable-device'), path).toBe('mobile');
        expect(head.meta.has('mobile-agent'), path).toBe(false);
      } else {
        expect(head.meta.get('applicable-device'), path).toBe('pc');
        const twin = switchTree(path.split('?')[0]!, true);
        expect(head.meta.get('mobile-agent'), path).toBe(`format=html5;url=${ORIGIN}${twin}`);
      }
    }
  });

  it('marks the pages served the same to both pc,mobile, with no mobile twin', async () => {
    for (const lang of LANGUAGES) {
      for (const route of [...LEGAL_ROUTES, pagePaths.topupAgreement(1)]) {
        const path = buildPrefixedPath({ lang, mobile: false, rest: route });
        for (const ua of [DESKTOP_UA, MOBILE_UA]) {
          const head = await headOf(testApp, path, ua);
          expect(head.status, path).toBe(200);
          expect(head.meta.get('applicable-device'), path).toBe('pc,mobile');
          expect(head.meta.has('mobile-agent'), path).toBe(false);
        }
      }
    }
  });
});

/** The width and height a JPEG declares in its start-of-frame segment. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  let at = 2;
  while (at < bytes.length) {
    const marker = bytes[at + 1]!;
    const length = bytes.readUInt16BE(at + 2);
    // SOF0 to SOF15, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  throw new Error('no frame header');
}

describe('share cards', () => {
  it('gives every page an Open Graph and Twitter card in its language, on its canonical URL', async () => {
    for (const { path, lang, mobile } of everyPage()) {
      const head = await headOf(
        testApp,
        `${path}${path.includes('?') ? '&' : '?'}track_id=7`,
        mobile ? MOBILE_UA : DESKTOP_UA,
      );
      const og = (name: string) => head.meta.get(`og:${name}`);
      expect(og('title'), path).toBe(head.title);
      expect(og('description'), path).toBe(head.meta.get('description'));
      expect(og('description'), path).toMatch(/\S/);
      expect(og('type'), path).toBe('website');
      expect(og('site_name'), path).toBe(SITE_NAME[lang]);
      expect(og('locale'), path).toBe(OG_LOCALE[lang]);
      expect(og('image'), path).toBe(`${ORIGIN}/share/${lang}.jpg`);
      expect(head.meta.get('twitter:card'), path).toBe('summary_large_image');
      // The canonical URL: the desktop twin's where there is one (what a /m page names), never
      // the visitor's query.
      const own = path.split('?')[0]!;
      const mobileOnly = matchRoute(parsePrefixedPath(own))?.declaration.frame === 'mobile';
      const canonical = `${ORIGIN}${mobileOnly ? own : switchTree(own, false)}`;
      expect(og('url'), path).toBe(canonical);
      // A noindex page (an error, a log-in-only page, the demo's download page) names none.
      const indexed = head.meta.get('robots') !== 'noindex';
      expect(head.canonical, path).toBe(indexed ? canonical : undefined);
    }
  });

  it('serves each language its own 1200×630 share image from the site itself', async () => {
    const images = new Set<string>();
    for (const lang of LANGUAGES) {
      const response = await request(testApp.app)
        .get(`/share/${lang}.jpg`)
        .buffer(true)
        .parse(binaryBody);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
      const bytes = response.body as Buffer;
      expect(jpegSize(bytes)).toEqual({ width: 1200, height: 630 });
      // A chat app fetches it while the visitor waits.
      expect(bytes.length).toBeLessThan(200 * 1024);
      images.add(bytes.toString('base64'));
    }
    expect(images.size).toBe(LANGUAGES.length);
  });
});

describe('pages that only ask the visitor to log in', () => {
  it('are noindex in both trees and every language', async () => {
    for (const lang of LANGUAGES) {
      for (const mobile of [false, true]) {
        for (const route of ['/profile', pagePaths.partnerChat(ids.partnerId)]) {
          const path = buildPrefixedPath({ lang, mobile, rest: route });
          const head = await headOf(testApp, path, mobile ? MOBILE_UA : DESKTOP_UA);
          expect(head.status, path).toBe(200);
          expect(head.meta.get('robots'), path).toBe('noindex');
        }
      }
    }
  });

  it('leaves every other page indexable', async () => {
    for (const { path, mobile } of everyPage()) {
      if (/\/profile$|\/chat-\d+$|\/download$/.test(path)) continue;
      const head = await headOf(testApp, path, mobile ? MOBILE_UA : DESKTOP_UA);
      expect(head.meta.has('robots'), path).toBe(false);
    }
  });
});

describe('titles', () => {
  it('end with the site name on every page, the download page included', async () => {
    for (const { path, lang, mobile } of everyPage()) {
      const head = await headOf(testApp, path, mobile ? MOBILE_UA : DESKTOP_UA);
      expect(head.title.endsWith(SUFFIX[lang]), `${path}: ${head.title}`).toBe(true);
    }
  });

  it('end with the site name on the not-found page', async () => {
    for (const lang of LANGUAGES) {
      for (const mobile of [false, true]) {
        const path = buildPrefixedPath({ lang, mobile, rest: '/no-such-page' });
        const head = await headOf(testApp, path, mobile ? MOBILE_UA : DESKTOP_UA);
        expect(head.status).toBe(404);
        expect(head.title.endsWith(SUFFIX[lang]), `${path}: ${head.title}`).toBe(true);
      }
    }
  });

  it('call the download page a demo only without a SITE_CONFIG', async () => {
    const demo = await headOf(testApp, '/download');
    expect(demo.title).toBe('下载（演示版） - 游戏伙伴');
    const configured = await startTestApp({
      env: { SITE_CONFIG: path.resolve('deploy/site-config.example.json') },
    });
    try {
      for (const lang of LANGUAGES) {
        for (const mobile of [false, true]) {
          const page = buildPrefixedPath({ lang, mobile, rest: '/download' });
          const head = await headOf(configured, page, mobile ? MOBILE_UA : DESKTOP_UA);
          expect(head.title.endsWith(SUFFIX[lang]), head.title).toBe(true);
          for (const text of [head.title, head.meta.get('description') ?? '']) {
            expect(text, page).not.toMatch(/演示|demo|デモ/i);
          }
        }
      }
    } finally {
      await configured.close();
    }
  });
});

describe('viewport', () => {
  it('lays both trees out at the device width', async () => {
    expect((await headOf(testApp, '/about-us')).viewport).toBe(
      'width=device-width, initial-scale=1',
    );
    expect((await headOf(testApp, '/m/about-us', MOBILE_UA)).viewport).toMatch(
      /^width=device-width\b/,
    );
  });
});
