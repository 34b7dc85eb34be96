import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadSiteConfig } from '../../server/config/site-config';
import type { SiteConfig } from '../../shared/site-config-schema';
import { pagePath, siteText, TEST_LANGS } from '../helpers/account-strings';
import {
  attr,
  attributes,
  first,
  hasClass,
  type HtmlElement,
  parseHtml,
  textOf,
  withAttributes,
  withClass,
} from '../helpers/html';
import { DESKTOP_UA, MOBILE_UA, startTestApp, type TestApp } from '../helpers/test-app';

const example = JSON.parse(
  await readFile(path.resolve('deploy/site-config.example.json'), 'utf8'),
) as SiteConfig;

const REAL_RELEASE = {
  version: '2.3.1',
  sizeBytes: 157_286_400,
  releaseDate: '2026-10-28',
  requirements: {
    zh: 'Windows 10 及以上（64 位）',
    en: 'Windows 10 or later (64-bit)',
    ja: 'Windows 10 以降（64 ビット）',
  },
  sha256: 'a3f5c0e1b2d4968712fe3c0ad5b6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8',
};

let dir: string;
let demo: TestApp;
let withReleases: TestApp;
let withoutReleases: TestApp;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'download-releases-'));
  const noReleases: SiteConfig = { ...example };
  delete noReleases.releases;
  const files = {
    with: path.join(dir, 'with.json'),
    without: path.join(dir, 'without.json'),
  };
  await writeFile(files.with, JSON.stringify({ ...example, releases: { standard: REAL_RELEASE } }));
  await writeFile(files.without, JSON.stringify(noReleases));
  [demo, withReleases, withoutReleases] = await Promise.all([
    startTestApp(),
    startTestApp({ env: { SITE_CONFIG: files.with } }),
    startTestApp({ env: { SITE_CONFIG: files.without } }),
  ]);
});
afterAll(async () => {
  await Promise.all([demo?.close(), withReleases?.close(), withoutReleases?.close()]);
  await rm(dir, { recursive: true, force: true });
});

async function downloadPage(app: TestApp, lang: (typeof TEST_LANGS)[number], mobile = false) {
  const response = await request(app.app)
    .get(pagePath(lang, mobile, '/download'))
    .set('User-Agent', mobile ? MOBILE_UA : DESKTOP_UA)
    .set('Cookie', `locale=${lang}`);
  expect(response.status).toBe(200);
  return parseHtml(response.text);
}

const factsText = (document: ReturnType<typeof parseHtml>) =>
  withClass(document, 'release-facts').map(textOf);

describe('release facts on the download page', () => {
  it.each(TEST_LANGS)('shows a configured release in %s, not called a sample', async (lang) => {
    const document = await downloadPage(withReleases, lang);
    const facts = factsText(document);
    expect(facts).toHaveLength(1);
    expect(facts[0]).toContain(siteText(lang, 'content:downloads.release.version'));
    expect(facts[0]).toContain('2.3.1');
    expect(facts[0]).toContain('150.0 MB');
    expect(facts[0]).toContain('2026-10-28');
    expect(facts[0]).toContain(REAL_RELEASE.requirements[lang]);
    expect(facts[0]).toContain(REAL_RELEASE.sha256);
    expect(textOf(first(document, 'main')!)).not.toContain(
      siteText(lang, 'content:downloads.release.demoNote'),
    );
  });

  it('says demo nowhere on the page once a SITE_CONFIG is set, in either tree', async () => {
    for (const lang of TEST_LANGS) {
      for (const mobile of [false, true]) {
        const main = textOf(first(await downloadPage(withReleases, lang, mobile), 'main')!);
        expect(main).toContain(siteText(lang, 'pages.download.heading'));
        expect(main).not.toMatch(/演示|demo|デモ/i);
      }
    }
  });

  it('shows the demo stand-ins for every desktop edition, said to be samples', async () => {
    for (const mobile of [false, true]) {
      const document = await downloadPage(demo, 'en', mobile);
      expect(factsText(document)).toHaveLength(3);
      expect(textOf(first(document, 'main')!)).toContain(
        siteText('en', 'content:downloads.release.demoNote'),
      );
    }
  });

  it('shows what it showed before when the configuration has no releases block', async () => {
    const document = await downloadPage(withoutReleases, 'zh');
    expect(factsText(document)).toEqual([]);
    expect(withClass(document, 'edition')).toHaveLength(4);
  });

  it('puts the app first on a phone, and the note right under the desktop editions', async () => {
    const document = await downloadPage(demo, 'zh', true);
    const main = first(document, 'main')!;
    const blocks = main.childNodes.filter(
      (node): node is HtmlElement => 'tagName' in node && node.tagName !== 'title',
    );
    const app = blocks.findIndex((block) => withAttributes(block, { id: 'mobile' }).length > 0);
    const desktop = blocks.findIndex((block) => withAttributes(block, { id: 'amd' }).length > 0);
    expect(app).toBeGreaterThan(-1);
    expect(desktop).toBeGreaterThan(app);
    const index = blocks.findIndex((block) => hasClass(block, 'edition-list__note'));
    expect(index).toBe(desktop + 1);
    expect(textOf(blocks[desktop]!)).toContain(siteText('zh', 'content:downloads.intelAiPc.name'));
  });
});

describe('the download page in search engines', () => {
  /** What the page's head tells a crawler. */
  function headOf(document: ReturnType<typeof parseHtml>) {
    const links = (rel: string) =>
      withAttributes(document, { rel }).map((link) => attributes(link));
    const meta = (key: string, value: string) =>
      withAttributes(document, { [key]: value }).map((tag) => attr(tag, 'content'));
    return {
      robots: meta('name', 'robots'),
      canonical: links('canonical').map((link) => link.href),
      languages: links('alternate')
        .filter((link) => link.hreflang)
        .map((link) => `${link.hreflang} ${link.href}`),
      twin: links('alternate')
        .filter((link) => link.media)
        .map((link) => link.href),
      shareImage: meta('property', 'og:image'),
      shareUrl: meta('property', 'og:url'),
    };
  }

  async function sitemapLocs(app: TestApp): Promise<string[]> {
    const xml = (await request(app.app).get('/sitemap.xml').set('Host', 'example.test')).text;
    return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  }

  it('is indexable in both trees once a SITE_CONFIG is set, and in the sitemap', async () => {
    const locs = await sitemapLocs(withReleases);
    for (const lang of TEST_LANGS) {
      const desktop = pagePath(lang, false, '/download');
      const mobile = pagePath(lang, true, '/download');
      for (const [path, isMobile] of [
        [desktop, false],
        [mobile, true],
      ] as const) {
        const head = headOf(await downloadPage(withReleases, lang, isMobile));
        expect(head.robots, path).toEqual([]);
        expect(head.canonical[0], path).toMatch(new RegExp(`${desktop}$`));
        expect(head.languages, path).toHaveLength(4);
        expect(head.shareImage[0], path).toMatch(/^https?:\/\/.+\/share\/.+\.(png|jpg)$/);
        expect(head.shareUrl[0], path).toMatch(new RegExp(`${desktop}$`));
        expect(locs, path).toContain(`http://example.test${path}`);
      }
      const desktopHead = headOf(await downloadPage(withReleases, lang));
      expect(desktopHead.twin[0]).toMatch(new RegExp(`${mobile}$`));
    }
  });

  it("keeps the demo's stand-in out: noindex, no canonical, not in the sitemap", async () => {
    const locs = await sitemapLocs(demo);
    for (const lang of TEST_LANGS) {
      for (const mobile of [false, true]) {
        const head = headOf(await downloadPage(demo, lang, mobile));
        expect(head.robots).toEqual(['noindex']);
        expect(head.canonical).toEqual([]);
        expect(locs).not.toContain(`http://example.test${pagePath(lang, mobile, '/download')}`);
      }
    }
    expect(locs.length).toBeGreaterThan(0);
  });
});

describe('the releases block of SITE_CONFIG', () => {
  it.each([
    ['a hash that is not 64 hex digits', { sha256: 'abc' }, 'releases.standard.sha256'],
    ['a date that is not a date', { releaseDate: '28/10/2026' }, 'releases.standard.releaseDate'],
    ['a size that is not bytes', { sizeBytes: -1 }, 'releases.standard.sizeBytes'],
  ])('refuses %s at start, naming the key', async (_, change, key) => {
    const file = path.join(dir, 'bad.json');
    await writeFile(
      file,
      JSON.stringify({ ...example, releases: { standard: { ...REAL_RELEASE, ...change } } }),
    );
    expect(() => loadSiteConfig(file)).toThrow(key);
  });
});
