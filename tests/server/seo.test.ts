import express from 'express';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { silentLogger } from '../../server/logging/logger';
import { sitemapRoute } from '../../server/seo/sitemap';
import { sitePaths } from '../../shared/routing/route-manifest';
import { sampleIds } from '../helpers/sample-ids';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { closedPortUrl, startFakeUpstream, startSilentUpstream } from '../helpers/upstreams';

interface Alternate {
  '@_hreflang': string;
  '@_href': string;
}
interface SitemapUrl {
  loc: string;
  'xhtml:link': Alternate[];
}

const HOST = 'site.test';
const STATIC_PAGES = [
  '/',
  '/about-us',
  '/activity',
  '/game-library',
  '/game-partner',
  '/terms',
  '/privacy',
];
const PREFIXES = ['', '/en', '/ja'];

/** The page in each language: `/` is `/`, `/en` and `/ja`, as the site links them. */
function languageForms(page: string): string[] {
  return PREFIXES.map((prefix) => (page === '/' ? prefix || '/' : `${prefix}${page}`));
}

async function fetchSitemap(app: Pick<TestApp, 'app'>): Promise<Map<string, SitemapUrl>> {
  const response = await request(app.app).get('/sitemap.xml').set('Host', HOST);
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/xml/);
  expect(XMLValidator.validate(response.text)).toBe(true);
  const parser = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => name === 'url' || name === 'xhtml:link',
  });
  const document = parser.parse(response.text) as { urlset: { url: SitemapUrl[] } };
  return new Map(document.urlset.url.map((url) => [url.loc, url]));
}

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

describe('GET /sitemap.xml', () => {
  it('lists every static page in three languages, each naming all its language forms', async () => {
    const urls = await fetchSitemap(testApp);
    for (const page of STATIC_PAGES) {
      const [zh, en, ja] = languageForms(page).map((path) => `http://${HOST}${path}`);
      for (const loc of [zh, en, ja]) {
        const alternates = urls.get(loc!)?.['xhtml:link'] ?? [];
        const byLang = Object.fromEntries(alternates.map((a) => [a['@_hreflang'], a['@_href']]));
        expect(byLang, loc).toEqual({ 'zh-CN': zh, en, ja, 'x-default': zh });
      }
    }
  });

  it('lists desktop URLs only: a /m page is not canonical', async () => {
    const urls = await fetchSitemap(testApp);
    const mobile = [...urls.keys()].filter((loc) =>
      /^http:\/\/[^/]+(\/(en|ja))?\/m(\/|$)/.test(loc),
    );
    expect(mobile).toEqual([]);
  });

  it('includes the game and partner detail pages of the API', async () => {
    const ids = await sampleIds(testApp.upstreamUrl);
    const urls = await fetchSitemap(testApp);
    for (const path of [`/game-library/${ids.gameId}`, sitePaths.partnerDetail(ids.partnerId)]) {
      for (const form of languageForms(path)) expect(urls.has(`http://${HOST}${form}`)).toBe(true);
    }
  });

  it('uses PUBLIC_ORIGIN for every URL when it is set', async () => {
    const app = await startTestApp({ env: { PUBLIC_ORIGIN: 'https://www.example.com' } });
    try {
      const urls = await fetchSitemap(app);
      expect(urls.size).toBeGreaterThan(STATIC_PAGES.length * 3);
      for (const [loc, url] of urls) {
        expect(loc.startsWith('https://www.example.com/')).toBe(true);
        for (const alternate of url['xhtml:link']) {
          expect(alternate['@_href'].startsWith('https://www.example.com/')).toBe(true);
        }
      }
    } finally {
      await app.close();
    }
  });

  it('still lists the static pages when the API is down', async () => {
    const app = await startTestApp({ upstreamUrl: await closedPortUrl() });
    try {
      const urls = await fetchSitemap(app);
      for (const page of STATIC_PAGES) expect(urls.has(`http://${HOST}${page}`)).toBe(true);
      expect([...urls.keys()].some((loc) => loc.includes('/game-library/'))).toBe(false);
    } finally {
      await app.close();
    }
  });
});

/** An upstream whose every list is empty, counting its calls. */
async function startEmptyListsUpstream() {
  const upstream = await startFakeUpstream();
  upstream.handle = (_req, res) => {
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(JSON.stringify({ error_code: 0, error_message: '', payload: { list: [], total: 0 } }));
  };
  return upstream;
}

describe('the sitemap and its upstream', () => {
  const sitemapApp = (upstreamUrl: string, deadlineMs?: number) => ({
    app: express().use(
      sitemapRoute({
        upstreamUrl,
        publicOrigin: undefined,
        maxAnswerBytes: 1024 * 1024,
        logger: silentLogger,
        deadlineMs,
      }),
    ),
  });

  it('answers with the static pages by the deadline when the API never answers', async () => {
    const upstream = await startSilentUpstream();
    try {
      const started = Date.now();
      const urls = await fetchSitemap(sitemapApp(upstream.url, 300));
      expect(Date.now() - started).toBeLessThan(5_000);
      for (const page of STATIC_PAGES) expect(urls.has(`http://${HOST}${page}`)).toBe(true);
    } finally {
      await upstream.close();
    }
  });

  it('asks the API once for many sitemap requests', async () => {
    const upstream = await startEmptyListsUpstream();
    try {
      const app = sitemapApp(upstream.url);
      await Promise.all([fetchSitemap(app), fetchSitemap(app)]);
      await fetchSitemap(app);
      // One call for the game list and one for the partner list.
      expect(upstream.hits).toHaveLength(2);
    } finally {
      await upstream.close();
    }
  });

  it('serves a flood of distinct Hosts, each its own origin, from one read of the API', async () => {
    const upstream = await startEmptyListsUpstream();
    try {
      const { app } = sitemapApp(upstream.url);
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          request(app).get('/sitemap.xml').set('Host', `host-${index}.test`),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(200));
      answers.forEach((answer, index) =>
        expect(answer.text).toContain(`http://host-${index}.test/`),
      );
      expect(upstream.hits).toHaveLength(2);
    } finally {
      await upstream.close();
    }
  });
});

describe('GET /robots.txt', () => {
  const disallowed = (text: string) =>
    text
      .split('\n')
      .filter((line) => /^disallow:/i.test(line))
      .map((line) => line.slice(line.indexOf(':') + 1).trim())
      .filter(Boolean);

  it('lets crawlers fetch the images under /api/ and names the sitemap', async () => {
    const response = await request(testApp.app).get('/robots.txt').set('Host', HOST);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const image = '/api/visitor/media/game/1.svg';
    expect(disallowed(response.text).filter((path) => image.startsWith(path))).toEqual([]);
    expect(response.text).toContain(`Sitemap: http://${HOST}/sitemap.xml`);
    expect((await request(testApp.app).get(image)).status).toBe(200);
  });

  it('names the sitemap on PUBLIC_ORIGIN when it is set', async () => {
    const app = await startTestApp({ env: { PUBLIC_ORIGIN: 'https://www.example.com' } });
    try {
      const response = await request(app.app).get('/robots.txt').set('Host', HOST);
      expect(response.text).toMatch(/^Sitemap: https:\/\/www\.example\.com\/sitemap\.xml$/m);
    } finally {
      await app.close();
    }
  });
});
