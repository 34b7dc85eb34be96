import enCore from '../../../shared/i18n/locales/en/core.json';
import jaCore from '../../../shared/i18n/locales/ja/core.json';
import zhCore from '../../../shared/i18n/locales/zh/core.json';
import type { LegalOperator, LegalPartner } from '../../../shared/site-config-schema';
import type { LegalBrand, LegalLang } from './types';

/** The contact line of the demo build, which has no mailbox: it says so instead of inventing one. */
const DEMO_CONTACT: Readonly<Record<LegalLang, string>> = {
  zh: '演示版未设联系邮箱',
  en: 'none (this demo build has no contact address)',
  ja: 'なし（デモ版のため連絡先はありません）',
};

/** The address line of the demo build, which has no office either. */
const DEMO_ADDRESS: Readonly<Record<LegalLang, string>> = {
  zh: '演示版未设联系地址',
  en: 'none (this demo build has no postal address)',
  ja: 'なし（デモ版のため所在地はありません）',
};

/**
 * The product's own brand, per language: the same demo operator the footer names without a
 * SITE_CONFIG file (a deployment's pages name its own company, see legalBrand).
 */
export const DEFAULT_BRANDS: Readonly<Record<LegalLang, LegalBrand>> = {
  zh: {
    company: zhCore.footer.demoCompany,
    product: zhCore.site.name,
    contact: DEMO_CONTACT.zh,
    address: DEMO_ADDRESS.zh,
  },
  en: {
    company: enCore.footer.demoCompany,
    product: enCore.site.name,
    contact: DEMO_CONTACT.en,
    address: DEMO_ADDRESS.en,
  },
  ja: {
    company: jaCore.footer.demoCompany,
    product: jaCore.site.name,
    contact: DEMO_CONTACT.ja,
    address: DEMO_ADDRESS.ja,
  },
};

/** Partner brand "TXJ" (fictional), used by terms-txj.html and privacy-txj.html. */
export const TXJ_BRAND: LegalBrand = {
  company: '天行家网络科技有限公司',
  product: '天行家',
  contact: DEMO_CONTACT.zh,
  address: DEMO_ADDRESS.zh,
};

/** Partner brand "Legion Zone" (fictional), used by the two -legionzone.html membership files. */
export const LEGION_ZONE_BRAND: LegalBrand = {
  company: '军团领域互动娱乐有限公司',
  product: '军团领域',
  contact: DEMO_CONTACT.zh,
  address: DEMO_ADDRESS.zh,
};

/** The demo build's stand-in for each partner. */
export const DEMO_PARTNER_BRANDS: Readonly<Record<LegalPartner, LegalBrand>> = {
  txj: TXJ_BRAND,
  legionZone: LEGION_ZONE_BRAND,
};

/** A deployment's company, as SITE_CONFIG names it. */
export interface LegalCompany {
  name: string;
  contactEmail: string;
  address: string;
}

/** The company facts of a SITE_CONFIG that the legal documents name. */
export interface LegalFacts {
  company: LegalCompany;
  legalOperators?: Partial<Record<LegalPartner, LegalOperator>>;
}

/**
 * The operator a document names: `partner`'s (or the product's own, without one) from a
 * deployment's SITE_CONFIG, falling back to the deployment's own company for a partner it does
 * not configure; the demo's stand-ins without `facts`.
 */
export function legalBrand(
  lang: LegalLang,
  facts?: LegalFacts,
  partner?: LegalPartner,
): LegalBrand {
  if (!facts) return partner ? DEMO_PARTNER_BRANDS[partner] : DEFAULT_BRANDS[lang];
  const operator = partner ? facts.legalOperators?.[partner] : undefined;
  if (operator) {
    const { name, product, contactEmail, address } = operator;
    return { company: name, product, contact: contactEmail, address };
  }
  const { name, contactEmail, address } = facts.company;
  return { ...DEFAULT_BRANDS[lang], company: name, contact: contactEmail, address };
}
