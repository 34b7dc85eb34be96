import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { loadSiteConfig } from '../../server/config/site-config';
import { escapeMarkup } from '../../shared/markup-escape';
import {
  DEFAULT_BRANDS,
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
const EXAMPLE_COMPANY = loadSiteConfig(
  new URL('../../deploy/site-config.example.json', import.meta.url).pathname,
).company;

/** The demo build's files, as the server renders them without SITE_CONFIG. */
const DEMO_FILES = new Map(
  renderStaticLegalPages(LEGAL_CSS).map((page) => [page.file, page.html] as const),
);
const EXAMPLE_FILES = new Map(
  renderStaticLegalPages(LEGAL_CSS, EXAMPLE_COMPANY).map((page) => [page.file, page.html] as const),
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

  it("name a deployment's company and contact on the product's own files, never the demo's", () => {
    for (const entry of STATIC_LEGAL_FILES) {
      const text = bodyText(EXAMPLE_FILES.get(entry.file)!);
      if (entry.brand === DEFAULT_BRANDS.zh) {
        expect(text).toContain(EXAMPLE_COMPANY.name);
        expect(text).toContain(EXAMPLE_COMPANY.contactEmail);
        expect(text).not.toContain(DEFAULT_BRANDS.zh.company);
      } else {
        expect(text).toContain(entry.brand.company);
        expect(text).not.toContain(EXAMPLE_COMPANY.name);
      }
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

      it('loads nothing and runs nothing', () => {
        expect(html).not.toMatch(/<script|<link|<img|<iframe|\bsrc=|\bhref=|url\(|@import/i);
      });

      it("names the entry's brand and no other company", () => {
        const text = bodyText(html);
        expect(text).toContain(entry.brand.company);
        expect(text).toContain(entry.brand.product);
        if (entry.brand !== DEFAULT_BRANDS.zh) {
          expect(text).not.toContain(DEFAULT_BRANDS.zh.company);
        }
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
