import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { loadSiteConfig } from '../../server/config/site-config';
import { escapeMarkup } from '../../shared/markup-escape';
import {
  DEFAULT_BRANDS,
  DEMO_PARTNER_BRANDS,
  getLegalDocument,
  getStaticLegalDocument,
  LEGAL_DOCUMENT_IDS,
  LEGAL_LANGS,
  type LegalDocument,
  STATIC_LEGAL_FILES,
} from './documents';
import { renderStaticLegalPages } from './static-pages';

const EXPECTED_FILES = [
  'terms.html',
  'privacy.html',
  'douvterms.html',
  'douvsubscribeterms.html',
  'terms-txj.html',
  'privacy-txj.html',
  'douvterms-legionzone.html',
  'douvsubscribeterms-legionzone.html',
];

const LEGAL_CSS = readFileSync(new URL('./legal.css', import.meta.url), 'utf8');
const EXAMPLE = loadSiteConfig(
  new URL('../../deploy/site-config.example.json', import.meta.url).pathname,
);
const EXAMPLE_COMPANY = EXAMPLE.company;
/** What says a page is a demo, in any of the three languages. */
const DEMO_WORDS = /演示版|demo|デモ/i;

/** The demo build's files, as the server renders them without SITE_CONFIG. */
const DEMO_FILES = new Map(
  renderStaticLegalPages(LEGAL_CSS).map((page) => [page.file, page.html] as const),
);
const EXAMPLE_FILES = new Map(
  renderStaticLegalPages(LEGAL_CSS, EXAMPLE).map((page) => [page.file, page.html] as const),
);

/** The text a reader sees in the body: tags stripped, entities decoded, whitespace collapsed. */
function bodyText(html: string): string {
  const body = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  return body
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ')
    .trim();
}

function allText(document: LegalDocument): string[] {
  return [
    document.title,
    ...document.intro,
    ...document.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.items ?? [])]),
  ];
}

describe('static legal files', () => {
  it('lists exactly the eight files of the contract', () => {
    expect(STATIC_LEGAL_FILES.map((entry) => entry.file)).toEqual(EXPECTED_FILES);
    expect([...DEMO_FILES.keys()]).toEqual(EXPECTED_FILES);
  });

  it("name the example SITE_CONFIG's operator, contact and address on each file, never a demo", () => {
    for (const entry of STATIC_LEGAL_FILES) {
      const operator = entry.partner
        ? EXAMPLE.legalOperators![entry.partner]!
        : { ...EXAMPLE_COMPANY, product: DEFAULT_BRANDS.zh.product };
      const text = bodyText(EXAMPLE_FILES.get(entry.file)!);
      expect(text, entry.file).toContain(operator.name);
      expect(text, entry.file).toContain(operator.product);
      expect(text, entry.file).toContain(operator.contactEmail);
      expect(text, entry.file).toContain(operator.address);
      expect(EXAMPLE_FILES.get(entry.file), entry.file).not.toMatch(DEMO_WORDS);
      for (const brand of [DEFAULT_BRANDS.zh, ...Object.values(DEMO_PARTNER_BRANDS)]) {
        expect(text, entry.file).not.toContain(brand.company);
      }
    }
  });

  it("name the deployment's own company for a partner its SITE_CONFIG leaves out", () => {
    const files = renderStaticLegalPages(LEGAL_CSS, { company: EXAMPLE_COMPANY });
    for (const { file, html } of files) {
      const text = bodyText(html);
      expect(text, file).toContain(EXAMPLE_COMPANY.name);
      expect(text, file).toContain(EXAMPLE_COMPANY.contactEmail);
      expect(text, file).toContain(EXAMPLE_COMPANY.address);
      expect(html, file).not.toMatch(DEMO_WORDS);
    }
  });

  it('say in every demo file that the demo has no contact or address', () => {
    for (const [file, html] of DEMO_FILES) {
      expect(bodyText(html), file).toContain('联系方式：演示版未设联系邮箱');
      expect(bodyText(html), file).toContain('联系地址：演示版未设联系地址');
    }
  });

  describe.each(STATIC_LEGAL_FILES.map((entry) => [entry.file, entry] as const))(
    '%s',
    (_, entry) => {
      const html = DEMO_FILES.get(entry.file)!;
      const document = getStaticLegalDocument(entry);

      it('carries the legal style sheet, comments left out', () => {
        expect(html).toContain('.legal-document__title');
        expect(html).not.toContain('/*');
      });

      it('is a standalone Chinese HTML document with the title as h1', () => {
        expect(html.startsWith('<!doctype html>\n<html lang="zh-CN">')).toBe(true);
        expect(html).toContain('<meta charset="utf-8">');
        expect(html).toContain(
          '<meta name="viewport" content="width=device-width, initial-scale=1">',
        );
        expect(html).toContain(`<title>${escapeMarkup(document.title)}</title>`);
        expect(html).toContain(
          `<h1 class="legal-document__title">${escapeMarkup(document.title)}</h1>`,
        );
        expect(html.match(/<h2 /g)).toHaveLength(document.sections.length);
      });

      it('has at least 2,000 characters of text', () => {
        expect(bodyText(html).length).toBeGreaterThanOrEqual(2000);
      });

      it("runs nothing and loads only the site's icon", () => {
        expect(html).not.toMatch(/<script|<img|<iframe|\bsrc=|url\(|@import/i);
        expect(html.match(/<link[^>]*>/g)).toEqual([
          '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
        ]);
        expect(html.match(/\bhref="[^"]*"/g)).toEqual(['href="/favicon.svg"']);
      });

      it('describes itself in Chinese', () => {
        expect(html).toContain(
          `<meta name="description" content="${escapeMarkup(`${document.title}全文。`)}">`,
        );
      });

      it("names the entry's demo brand and no other company", () => {
        const text = bodyText(html);
        const brand = entry.partner ? DEMO_PARTNER_BRANDS[entry.partner] : DEFAULT_BRANDS.zh;
        expect(text).toContain(brand.company);
        expect(text).toContain(brand.product);
        if (entry.partner) expect(text).not.toContain(DEFAULT_BRANDS.zh.company);
      });
    },
  );
});

describe('routed legal documents', () => {
  it('are the four documents of the static files and topup, which has none', () => {
    expect(LEGAL_DOCUMENT_IDS).toEqual([
      'terms',
      'privacy',
      'douvterms',
      'douvsubscribeterms',
      'topup',
    ]);
    const staticIds = new Set(STATIC_LEGAL_FILES.map((entry) => entry.documentId));
    expect(LEGAL_DOCUMENT_IDS.filter((id) => !staticIds.has(id))).toEqual(['topup']);
  });

  describe.each(LEGAL_DOCUMENT_IDS.map((id) => [id]))('%s', (id) => {
    const [zh, en, ja] = LEGAL_LANGS.map((lang) => getLegalDocument(id, lang));
    const documents = { zh: zh!, en: en!, ja: ja! };

    it('exists in zh, en and ja with the same number of sections', () => {
      for (const [lang, document] of Object.entries(documents)) {
        expect(document.id).toBe(id);
        expect(document.lang).toBe(lang);
        expect(document.sections.length).toBeGreaterThanOrEqual(6);
        expect(document.sections).toHaveLength(documents.zh.sections.length);
      }
    });

    it('has translations that follow the Chinese text paragraph by paragraph', () => {
      for (const document of [documents.en, documents.ja]) {
        expect(document.updated).toBe(documents.zh.updated);
        expect(document.intro).toHaveLength(documents.zh.intro.length);
        document.sections.forEach((section, index) => {
          const source = documents.zh.sections[index]!;
          expect(section.paragraphs).toHaveLength(source.paragraphs.length);
          expect(section.items?.length ?? 0).toBe(source.items?.length ?? 0);
        });
      }
    });

    it('has an ISO update date and no empty or repeated paragraphs', () => {
      for (const document of Object.values(documents)) {
        expect(document.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(Number.isNaN(Date.parse(document.updated))).toBe(false);
        const blocks = [
          document.intro,
          ...document.sections.flatMap((s) => [s.paragraphs, s.items ?? []]),
        ];
        for (const block of blocks) {
          expect(block.every((text) => text.trim().length > 0)).toBe(true);
          expect(new Set(block).size).toBe(block.length);
        }
      }
    });

    it('keeps each language in its own script', () => {
      expect(allText(documents.en).join('\n')).not.toMatch(/[\u3040-\u30ff\u3400-\u9fff]/);
      expect(allText(documents.zh).join('\n')).not.toMatch(/[\u3040-\u30ff]/);
      expect(allText(documents.ja).join('\n')).toMatch(/[\u3040-\u30ff]/);
    });

    it('names its own brand in every language', () => {
      for (const lang of LEGAL_LANGS) {
        const text = allText(getLegalDocument(id, lang)).join('\n');
        expect(text).toContain(DEFAULT_BRANDS[lang].company);
        expect(text).toContain(DEFAULT_BRANDS[lang].product);
      }
    });
  });
});

describe('the share card of a static legal file', () => {
  const ORIGIN = 'https://www.example.cn';
  const files = renderStaticLegalPages(LEGAL_CSS, EXAMPLE, ORIGIN);

  it.each(files.map((page) => [page.file, page.html] as const))(
    '%s names its own absolute URL, an absolute image and who it is for',
    (file, html) => {
      const meta = (key: string) =>
        new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];
      expect(meta('og:url')).toBe(`${ORIGIN}/${file}`);
      expect(meta('og:image')).toMatch(new RegExp(`^${ORIGIN}/share/(zh|en|ja)\\.jpg$`));
      expect(meta('og:title')).toBe(/<title>([^<]*)<\/title>/.exec(html)?.[1]);
      expect(meta('twitter:card')).toBe('summary_large_image');
      expect(meta('applicable-device')).toBe('pc,mobile');
    },
  );

  it('is left out without a public origin, which absolute URLs need', () => {
    for (const html of EXAMPLE_FILES.values()) {
      expect(html).not.toContain('og:url');
      expect(html).toContain('<meta name="applicable-device" content="pc,mobile">');
    }
  });
});
