import { enCore } from '../../i18n/locales/en/core';
import { jaCore } from '../../i18n/locales/ja/core';
import { zhCore } from '../../i18n/locales/zh/core';
import type { LegalBrand, LegalLang } from './types';

/** The contact line of the demo build, which has no mailbox: it says so instead of inventing one. */
const DEMO_CONTACT: Readonly<Record<LegalLang, string>> = {
  zh: '演示版未设联系邮箱',
  en: 'none (this demo build has no contact address)',
  ja: 'なし（デモ版のため連絡先はありません）',
};

/**
 * The product's own brand, per language: the same demo operator the footer names without a
 * SITE_CONFIG file (`npm run build:legal -- <site-config.json>` writes a deployment's own facts).
 */
export const DEFAULT_BRANDS: Readonly<Record<LegalLang, LegalBrand>> = {
  zh: { company: zhCore.footer.demoCompany, product: zhCore.site.name, contact: DEMO_CONTACT.zh },
  en: { company: enCore.footer.demoCompany, product: enCore.site.name, contact: DEMO_CONTACT.en },
  ja: { company: jaCore.footer.demoCompany, product: jaCore.site.name, contact: DEMO_CONTACT.ja },
};

/** The product's brand with a deployment's company name and contact address. */
export function deploymentBrand(
  lang: LegalLang,
  company: { name: string; contactEmail: string },
): LegalBrand {
  return { ...DEFAULT_BRANDS[lang], company: company.name, contact: company.contactEmail };
}

/** Partner brand "TXJ" (fictional), used by terms-txj.html and privacy-txj.html. */
export const TXJ_BRAND: LegalBrand = {
  company: '天行家网络科技有限公司',
  product: '天行家',
  contact: DEMO_CONTACT.zh,
};

/** Partner brand "Legion Zone" (fictional), used by the two -legionzone.html membership files. */
export const LEGION_ZONE_BRAND: LegalBrand = {
  company: '军团领域互动娱乐有限公司',
  product: '军团领域',
  contact: DEMO_CONTACT.zh,
};
