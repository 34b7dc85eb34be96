/**
 * The legal documents that the site routes. All but `topup` (served only as its route, one
 * page per edition) are also static files in public/.
 */
export type LegalDocumentId = 'terms' | 'privacy' | 'douvterms' | 'douvsubscribeterms' | 'topup';

/** The languages the legal documents are written in; zh is the authoritative text. */
export type LegalLang = 'zh' | 'en' | 'ja';

/** The operator named in a document; brand variants of a document differ only by this. */
export type LegalBrand = {
  /** Legal name of the operating company. */
  company: string;
  /** Product name as shown to users. */
  product: string;
  /** How to reach the operator: its email address, or the demo build's note that it has none. */
  contact: string;
  /** Where the operator is: its postal address, or the demo build's note that it has none. */
  address: string;
};

export type LegalSection = {
  heading: string;
  paragraphs: string[];
  /** A bulleted list rendered after the paragraphs. */
  items?: string[];
};

export type LegalDocument = {
  id: LegalDocumentId;
  /** Language of the text (zh is authoritative; en and ja are translations). */
  lang: LegalLang;
  title: string;
  /** ISO date (YYYY-MM-DD) of the last revision. */
  updated: string;
  intro: string[];
  sections: LegalSection[];
};

/** Builds one document in one language for one brand. */
export type LegalDocumentFactory = (lang: LegalLang, brand?: LegalBrand) => LegalDocument;
