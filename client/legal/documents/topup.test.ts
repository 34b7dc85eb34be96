import { describe, expect, it } from 'vitest';

import {
  createTopupDocument,
  DEFAULT_BRANDS,
  getLegalDocument,
  getTopupEdition,
  LEGAL_LANGS,
  type LegalDocument,
  TOPUP_AGREEMENT_IDS,
  TOPUP_EDITIONS,
  TXJ_BRAND,
} from '.';

const EDITION_NAMES = {
  zh: ['标准版', 'AMD 版', 'Intel AI PC 版'],
  en: ['Standard edition', 'AMD edition', 'Intel AI PC edition'],
  ja: ['スタンダード版', 'AMD版', 'Intel AI PC版'],
} as const;

function text(document: LegalDocument): string {
  return [
    document.title,
    ...document.intro,
    ...document.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.items ?? [])]),
  ].join('\n');
}

describe('agreement ids', () => {
  it('numbers the editions 1 (standard), 2 (AMD) and 3 (Intel AI PC)', () => {
    expect(TOPUP_EDITIONS).toEqual(['standard', 'amd', 'intelAiPc']);
    expect(TOPUP_EDITIONS.map((edition) => TOPUP_AGREEMENT_IDS[edition])).toEqual([1, 2, 3]);
  });

  it('maps each id back to its edition and no other id to any', () => {
    expect([1, 2, 3].map(getTopupEdition)).toEqual(['standard', 'amd', 'intelAiPc']);
    for (const id of [0, -1, 4, 10, 1.5, Number.NaN]) expect(getTopupEdition(id)).toBeUndefined();
  });
});

describe('createTopupDocument', () => {
  describe.each(LEGAL_LANGS.map((lang) => [lang]))('%s', (lang) => {
    const editions = TOPUP_EDITIONS.map((edition) =>
      createTopupDocument(lang, DEFAULT_BRANDS[lang], edition),
    );

    it('is the standard edition by default and for getLegalDocument', () => {
      expect(createTopupDocument(lang)).toEqual(editions[0]);
      expect(getLegalDocument('topup', lang)).toEqual(editions[0]);
    });

    it('names its edition in the intro, and only there', () => {
      editions.forEach((document, index) => {
        const name = EDITION_NAMES[lang][index]!;
        expect(document.intro.filter((paragraph) => paragraph.includes(name))).toHaveLength(1);
        expect(document.sections.some((s) => JSON.stringify(s).includes(name))).toBe(false);
      });
    });

    it('differs between editions in that one intro paragraph only', () => {
      const [standard, ...others] = editions;
      for (const other of others) {
        expect(other.sections).toEqual(standard!.sections);
        expect({ ...other, intro: [], sections: [] }).toEqual({
          ...standard,
          intro: [],
          sections: [],
        });
        const changed = other.intro.filter((paragraph, i) => paragraph !== standard!.intro[i]);
        expect(changed).toHaveLength(1);
      }
    });

    it('has seven to nine sections and ends with the contact address', () => {
      for (const document of editions) {
        expect(document.sections.length).toBeGreaterThanOrEqual(7);
        expect(document.sections.length).toBeLessThanOrEqual(9);
        const contact = document.sections.at(-1)?.items ?? [];
        expect(contact.some((item) => item.includes(DEFAULT_BRANDS[document.lang].contact))).toBe(
          true,
        );
      }
    });
  });

  it('states the currency, the minors’ limits and the refund exceptions in Chinese', () => {
    const zh = text(createTopupDocument('zh'));
    expect(zh).toContain('星钻');
    expect(zh).toContain('实名认证');
    expect(zh).toContain('未满 8 周岁的用户：不提供充值服务');
    expect(zh).toMatch(/单次充值金额不超过人民币 50 元，每月累计充值金额不超过人民币 200 元/);
    expect(zh).toMatch(/单次充值金额不超过人民币 100 元，每月累计充值金额不超过人民币 400 元/);
    expect(zh).toContain('重复扣款');
    expect(zh).toContain('第二十五条');
  });

  it('names the currency in each language', () => {
    expect(text(createTopupDocument('en'))).toContain('Star Gems');
    expect(text(createTopupDocument('ja'))).toContain('スタージェム');
  });

  it('names a partner brand and not the product’s own company', () => {
    const document = text(createTopupDocument('zh', TXJ_BRAND, 'amd'));
    expect(document).toContain(TXJ_BRAND.company);
    expect(document).toContain(TXJ_BRAND.product);
    expect(document).not.toContain(DEFAULT_BRANDS.zh.company);
  });
});
