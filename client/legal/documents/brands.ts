import type { LegalBrand, LegalLang } from './types';

/** Contact address printed in every legal document. */
export const LEGAL_CONTACT_EMAIL = 'legal@example.com';

/** The product's own brand, per language. */
export const DEFAULT_BRANDS: Readonly<Record<LegalLang, LegalBrand>> = {
  zh: { company: '示例智能科技有限公司', product: '游戏伙伴' },
  en: { company: 'Example Intelligence Technology Co., Ltd.', product: 'Game Partner' },
  ja: { company: '株式会社エグザンプル・インテリジェンス', product: 'ゲームパートナー' },
};

/** Partner brand "TXJ" (fictional), used by terms-txj.html and privacy-txj.html. */
export const TXJ_BRAND: LegalBrand = {
  company: '天行家网络科技有限公司',
  product: '天行家',
};

/** Partner brand "Legion Zone" (fictional), used by the two -legionzone.html membership files. */
export const LEGION_ZONE_BRAND: LegalBrand = {
  company: '军团领域互动娱乐有限公司',
  product: '军团领域',
};
