import type { LegalPartner } from '../../../shared/site-config-schema';
import { legalBrand, type LegalFacts } from './brands';
import { createAutoRenewalDocument } from './douvsubscribeterms';
import { createMembershipDocument } from './douvterms';
import { createPrivacyDocument } from './privacy';
import { createTermsDocument } from './terms';
import { createTopupDocument } from './topup';
import type {
  LegalBrand,
  LegalDocument,
  LegalDocumentFactory,
  LegalDocumentId,
  LegalLang,
} from './types';

export {
  DEFAULT_BRANDS,
  DEMO_PARTNER_BRANDS,
  legalBrand,
  type LegalCompany,
  type LegalFacts,
  LEGION_ZONE_BRAND,
  TXJ_BRAND,
} from './brands';
export { getTopupEdition, TOPUP_AGREEMENT_IDS, TOPUP_EDITIONS, type TopupEdition } from './topup';
export type {
  LegalBrand,
  LegalDocument,
  LegalDocumentFactory,
  LegalDocumentId,
  LegalLang,
  LegalSection,
} from './types';
export {
  createAutoRenewalDocument,
  createMembershipDocument,
  createPrivacyDocument,
  createTermsDocument,
  createTopupDocument,
};

/**
 * The routed documents: the route manifest's legal routes (topup has no static file).
 */
export const LEGAL_DOCUMENT_IDS: readonly LegalDocumentId[] = [
  'terms',
  'privacy',
  'douvterms',
  'douvsubscribeterms',
  'topup',
];

export const LEGAL_LANGS: readonly LegalLang[] = ['zh', 'en', 'ja'];

const FACTORIES: Readonly<Record<LegalDocumentId, LegalDocumentFactory>> = {
  terms: createTermsDocument,
  privacy: createPrivacyDocument,
  douvterms: createMembershipDocument,
  douvsubscribeterms: createAutoRenewalDocument,
  topup: createTopupDocument,
};

export function isLegalDocumentId(value: string): value is LegalDocumentId {
  return Object.hasOwn(FACTORIES, value);
}

export function isLegalLang(value: string): value is LegalLang {
  return (LEGAL_LANGS as readonly string[]).includes(value);
}

/**
 * One legal document in one language. Without a brand, the product's own brand for that
 * language is used; pass a brand to get a partner variant (zh is the authoritative text).
 * `topup` gives the standard edition's agreement; use createTopupDocument for another edition.
 */
export function getLegalDocument(
  id: LegalDocumentId,
  lang: LegalLang,
  brand?: LegalBrand,
): LegalDocument {
  return FACTORIES[id](lang, brand);
}

export type StaticLegalFileName =
  | 'terms.html'
  | 'privacy.html'
  | 'douvterms.html'
  | 'douvsubscribeterms.html'
  | 'terms-txj.html'
  | 'privacy-txj.html'
  | 'douvterms-legionzone.html'
  | 'douvsubscribeterms-legionzone.html';

/** One standalone HTML file, rendered by the server at start-up (client/legal/static-pages.ts). */
export type StaticLegalFile = {
  file: StaticLegalFileName;
  documentId: LegalDocumentId;
  lang: 'zh';
  /** The partner product whose document this is; none for the product's own files. */
  partner?: LegalPartner;
};

export const STATIC_LEGAL_FILES: readonly StaticLegalFile[] = [
  { file: 'terms.html', documentId: 'terms', lang: 'zh' },
  { file: 'privacy.html', documentId: 'privacy', lang: 'zh' },
  { file: 'douvterms.html', documentId: 'douvterms', lang: 'zh' },
  { file: 'douvsubscribeterms.html', documentId: 'douvsubscribeterms', lang: 'zh' },
  { file: 'terms-txj.html', documentId: 'terms', lang: 'zh', partner: 'txj' },
  { file: 'privacy-txj.html', documentId: 'privacy', lang: 'zh', partner: 'txj' },
  { file: 'douvterms-legionzone.html', documentId: 'douvterms', lang: 'zh', partner: 'legionZone' },
  {
    file: 'douvsubscribeterms-legionzone.html',
    documentId: 'douvsubscribeterms',
    lang: 'zh',
    partner: 'legionZone',
  },
];

/** The operator a static file names: from a deployment's facts, the demo's without. */
export function staticLegalBrand(entry: StaticLegalFile, facts?: LegalFacts): LegalBrand {
  return legalBrand(entry.lang, facts, entry.partner);
}

/** The document a static file shows, for a deployment's facts (the demo's without). */
export function getStaticLegalDocument(entry: StaticLegalFile, facts?: LegalFacts): LegalDocument {
  return getLegalDocument(entry.documentId, entry.lang, staticLegalBrand(entry, facts));
}
