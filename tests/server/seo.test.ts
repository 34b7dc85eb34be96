import express from 'express';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { silentLogger } from '../../server/logging/logger';
import { MAX_SITEMAP_PAGES, type SitemapOptions, sitemapRoute } from '../../server/seo/sitemap';
import { createApiClient } from '../../shared/api/client';
import { pagePaths } from '../../shared/routing/route-manifest';
import { sampleIds } from '../helpers/sample-ids';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { closedPortUrl, startFakeUpstream } from '../helpers/upstreams';

interface Alternate {
  '@_hreflang': string;
  '@_href': string;
}
interface SitemapUrl {
  loc: string;
  lastmod?: string;
  'xhtml:link': (Alternate & { '@_media'?: string })[];
  'mobile:mobile'?: { '@_type': string };
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

const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ['url', 'xhtml:link', 'sitemap'].includes(name),
});

/** One file of the sitemap, checked to be well-formed XML. */
async function fetchXml(app: Pick<TestApp, 'app'>, path: string) {
  const response = await request(app.app).get(path).set('Host', HOST);
  expect(response.status, path).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/xml/);
  expect(XMLValidator.validate(response.text)).toBe(true);
  return {
    text: response.text,
    document: parser.parse(response.text) as {
      urlset?: { url: SitemapUrl[]; '@_xmlns:mobile'?: string };
      sitemapindex?: { sitemap: { loc: string }[] };
    },
  };
}

/** Every URL of the sitemap, following its index when it has one. */
async function fetchSitemap(app: Pick<TestApp, 'app'>): Promise<Map<string, SitemapUrl>> {
  const { document } = await fetchXml(app, '/sitemap.xml');
  const files = document.sitemapindex
    ? await Promise.all(
        document.sitemapindex.sitemap.map(({ loc }) => fetchXml(app, new URL(loc).pathname)),
      )
    : [{ document }];
  const urls = new Map<string, SitemapUrl>();
  for (const file of files) {
    expect(file.document.urlset?.['@_xmlns:mobile']).toBe(
      'http://www.baidu.com/schemas/sitemap-mobile/1/',
    );
    for (const url of file.document.urlset?.url ?? []) {
      expect(urls.has(url.loc), url.loc).toBe(false);
      urls.set(url.loc, url);
    }
  }
  return urls;
}

/** The sitemap route alone, on an upstream of the test's choosing. */
function sitemapApp(upstreamUrl: string, options: Partial<SitemapOptions> = {}) {
  return {
    app: express().use(
      sitemapRoute({
        upstreamUrl,
        publicOrigin: undefined,
        siteConfigured: false,
        maxAnswerBytes: 1024 * 1024,
        logger: silentLogger,
        ...options,
      }),
    ),
  };
}

/** Every item of a paged list of the API. */
async function everyItem<T>(
  listPage: (page: number) => Promise<{ list: T[]; total?: number }>,
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const { list } = await listPage(page);
    items.push(...list);
    if (list.length < 50) return items;
  }
}

/**
 * The pages of the API's data, by Chinese desktop path, with the day of the newest knowledge
 * entry on a game's page: asked here through the lists the pages themselves do not use (the
 * roles of each game by its entity list), so the sitemap's own reading is checked, not repeated.
 */
async function apiPages(upstreamUrl: string): Promise<Map<string, string | undefined>> {
  const api = createApiClient({ baseURL: upstreamUrl, lang: 'zh', platformSource: 'web' });
  const pages = new Map<string, string | undefined>();
  const games = await everyItem((page) => api.visitor.gameList({ page, page_size: 50 }));
  for (const game of games) {
    const { knowledge } = await api.visitor.gameDetail({ game_id: game.id });
    const newest = knowledge
      .map((entry) => entry.updated_at.slice(0, 10))
      .sort()
      .at(-1);
    pages.set(pagePaths.game(game.id), newest);
    const roles = await everyItem((page) =>
      api.visitor.gameEntityList({ game_id: game.id, page, page_size: 50 }),
    );
    for (const role of roles) {
      pages.set(pagePaths.gameRole(role.id), undefined);
      pages.set(pagePaths.roleInfo(role.id), undefined);
    }
  }
  // Every partner has its pages, whether the official list names it or not.
  const { list: partners } = await api.characters.figures({});
  for (const { character_id: id } of partners) {
    for (const path of [
      pagePaths.partnerDetail(id),
      pagePaths.partnerStory(id),
      pagePaths.partnerGames(id),
    ]) {
      pages.set(path, undefined);
    }
  }
  expect(partners.length).toBeGreaterThan(6);
  expect(pages.size).toBeGreaterThan(100);
  return pages;
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
        const byLang = Object.fromEntries(
          alternates.filter((a) => a['@_hreflang']).map((a) => [a['@_hreflang'], a['@_href']]),
        );
        expect(byLang, loc).toEqual({ 'zh-CN': zh, en, ja, 'x-default': zh });
      }
    }
  });

  it('lists every page the API lists, in three languages and both trees, /m pages marked', async () => {
    const expected = await apiPages(testApp.upstreamUrl);
    const urls = await fetchSitemap(testApp);
    for (const [page, lastmod] of expected) {
      for (const desktop of languageForms(page)) {
        const mobile = desktop.replace(/^(\/en|\/ja)?/, '$1/m');
        const pc = urls.get(`http://${HOST}${desktop}`);
        expect(pc, desktop).toBeDefined();
        // No mobile tag is Baidu's pc page; the twin is named as the pages name it.
        expect(pc!['mobile:mobile'], desktop).toBeUndefined();
        expect(pc!['xhtml:link'].find((link) => link['@_media'])?.['@_href'], desktop).toBe(
          `http://${HOST}${mobile}`,
        );
        const twin = urls.get(`http://${HOST}${mobile}`);
        expect(twin, mobile).toBeDefined();
        expect(twin!['mobile:mobile']?.['@_type'], mobile).toBe('mobile');
        for (const url of [pc!, twin!]) expect(url.lastmod, url.loc).toBe(lastmod);
      }
    }
    // Every game, role, role info, partner, story and game list page, and nothing else of theirs.
    const listed = [...urls.keys()].filter((loc) => /\/game-(library|partner)\/./.test(loc));
    expect(listed.length).toBe(expected.size * 6);
  });

  it('marks the legal pages as the same for both and leaves out the log-in-only pages', async () => {
    const urls = await fetchSitemap(testApp);
    for (const page of ['/terms', '/privacy', '/douvterms', '/douvsubscribeterms']) {
      for (const form of languageForms(page)) {
        expect(urls.get(`http://${HOST}${form}`)?.['mobile:mobile']?.['@_type'], form).toBe(
          'pc,mobile',
        );
        expect(urls.has(`http://${HOST}${form.replace(/^(\/en|\/ja)?/, '$1/m')}`)).toBe(false);
      }
    }
    const ids = await sampleIds(testApp.upstreamUrl);
    expect([...urls.keys()].filter((loc) => /\/profile|\/chat-/.test(loc))).toEqual([]);
    expect(urls.has(`http://${HOST}${pagePaths.partnerDetail(ids.partnerId)}`)).toBe(true);
  });

  it('splits a sitemap too long for one file into parts named by an index', async () => {
    const whole = await fetchSitemap(testApp);
    const split = sitemapApp(testApp.upstreamUrl, { maxUrlsPerFile: 100 });
    const { document } = await fetchXml(split, '/sitemap.xml');
    const parts = document.sitemapindex?.sitemap.map(({ loc }) => loc) ?? [];
    expect(parts.length).toBe(Math.ceil(whole.size / 100));
    for (const part of parts) {
      const { document: file } = await fetchXml(split, new URL(part).pathname);
      expect(file.urlset?.url.length).toBeLessThanOrEqual(100);
    }
    expect([...(await fetchSitemap(split)).keys()].sort()).toEqual([...whole.keys()].sort());
    const after = `/sitemap-${parts.length + 1}.xml`;
    expect((await request(split.app).get(after).set('Host', HOST)).status).toBe(404);
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

  it('is sent compressed, brotli first, and answers 304 to its ETag', async () => {
    const get = (encoding: string) =>
      request(testApp.app)
        .get('/sitemap.xml')
        .set('Host', HOST)
        .set('Accept-Encoding', encoding)
        .buffer(true)
        .parse((res, done) => {
          const parts: Buffer[] = [];
          res.on('data', (part: Buffer) => parts.push(part));
          res.on('end', () => done(null, Buffer.concat(parts)));
        });
    const [br, gzip, plain] = await Promise.all([
      get('gzip, deflate, br, zstd'),
      get('gzip'),
      get('identity'),
    ]);
    expect([br, gzip, plain].map((answer) => answer.headers['content-encoding'])).toEqual([
      'br',
      'gzip',
      undefined,
    ]);
    // supertest decodes what it receives.
    expect(br.body).toEqual(plain.body);
    expect(gzip.body).toEqual(plain.body);
    for (const answer of [br, gzip, plain]) expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    const again = await request(testApp.app)
      .get('/sitemap.xml')
      .set('Host', HOST)
      .set('If-None-Match', String(plain.headers.etag));
    expect(again.status).toBe(304);
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
  it('answers with the static pages by the deadline when the API never answers', async () => {
    const upstream = await startFakeUpstream();
    let dropped = 0;
    upstream.handle = (_req, res) => res.on('close', () => (dropped += 1));
    try {
      const urls = await fetchSitemap(sitemapApp(upstream.url, { deadlineMs: 300 }));
      for (const page of STATIC_PAGES) expect(urls.has(`http://${HOST}${page}`)).toBe(true);
      // The calls it made were still unanswered when the deadline ended them.
      expect(upstream.hits.length).toBeGreaterThan(0);
      await expect.poll(() => dropped).toBe(upstream.hits.length);
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
      // One call for the game list and one for each partner list.
      expect(upstream.hits).toHaveLength(3);
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
      expect(upstream.hits).toHaveLength(3);
    } finally {
      await upstream.close();
    }
  });

  it('keeps the pages it knew while the API fails, and drops them once it answers again', async () => {
    const upstream = await startFakeUpstream();
    let healthy = true;
    let hideGame: number | undefined;
    upstream.handle = (req, res, hit) => {
      if (!healthy) {
        res.writeHead(500).end();
        return;
      }
      // Relayed to the demo API, less one game when the test says so.
      void fetch(`${testApp.upstreamUrl}${hit.url}`, {
        method: hit.method,
        headers: { 'content-type': req.headers['content-type'] ?? 'application/json' },
        body: hit.method === 'POST' ? new Uint8Array(hit.body) : undefined,
      })
        .then((answer) => answer.json())
        .then((envelope: { payload: { list?: { id: number }[]; total?: number } }) => {
          const { payload } = envelope;
          if (hideGame !== undefined && hit.url.startsWith('/api/visitor/game/list')) {
            payload.list = payload.list?.filter((game) => game.id !== hideGame);
            payload.total = payload.list?.length;
          }
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.end(JSON.stringify(envelope));
        });
    };
    // Not 0: the cache reads a start time of 0 as none.
    let clock = 1_000_000;
    const app = sitemapApp(upstream.url, { now: () => clock });
    const ids = await sampleIds(testApp.upstreamUrl);
    const game = `http://${HOST}${pagePaths.game(ids.gameId)}`;
    const partner = `http://${HOST}${pagePaths.partnerStory(ids.partnerId)}`;
    try {
      const known = await fetchSitemap(app);
      expect(known.has(game) && known.has(partner)).toBe(true);
      healthy = false;
      clock += 60 * 60 * 1000;
      const failing = await fetchSitemap(app);
      expect([...failing.keys()].sort()).toEqual([...known.keys()].sort());
      // A game the API no longer lists leaves the sitemap once the API answers in full.
      healthy = true;
      hideGame = ids.gameId;
      clock += 60 * 60 * 1000;
      const recovered = await fetchSitemap(app);
      expect(recovered.has(game)).toBe(false);
      expect(recovered.has(partner)).toBe(true);
    } finally {
      await upstream.close();
    }
  });

  it('reads a bounded number of pages from an API whose lists never end', async () => {
    const upstream = await startFakeUpstream();
    let nextId = 1;
    // Whatever a game, a partner or a square card must hold, so every answer is valid.
    const item = () => ({
      id: nextId++,
      name: 'x',
      cover: '',
      rating: 0,
      tags: [],
      chat_count: 0,
      games: [],
      game_ids: [],
    });
    upstream.handle = (_req, res, hit) => {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      const payload = hit.url.startsWith('/api/visitor/game/detail')
        ? {
            ...item(),
            banner: '',
            icon: '',
            release_year: 2020,
            platforms: [],
            entities: Array.from({ length: 100 }, () => ({ ...item(), type: 'role', avatar: '' })),
            knowledge: [],
            partners: [],
          }
        : { list: Array.from({ length: 50 }, item), total: 1_000_000, tags: [] };
      res.end(JSON.stringify({ error_code: 0, error_message: '', payload }));
    };
    try {
      const app = sitemapApp(upstream.url);
      const index = await request(app.app).get('/sitemap.xml').set('Host', HOST);
      const parts = [...index.text.matchAll(/<loc>http:\/\/[^/]+(\/[^<]+)<\/loc>/g)];
      let urls = 0;
      for (const [, part] of parts) {
        const file = await request(app.app).get(part!).set('Host', HOST);
        urls += file.text.match(/<url>/g)?.length ?? 0;
      }
      // Each list read to 20 pages of 50, the details of 300 games: no more calls, and no more
      // pages than the sitemap holds.
      expect(upstream.hits.length).toBeLessThanOrEqual(3 * 20 + 300);
      expect(upstream.hits.filter((hit) => hit.url.includes('/game/detail')).length).toBe(300);
      expect(parts.length).toBe(3);
      expect(urls).toBeLessThanOrEqual(MAX_SITEMAP_PAGES * 6);
      expect(urls).toBeGreaterThan((MAX_SITEMAP_PAGES - 10) * 6);
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
