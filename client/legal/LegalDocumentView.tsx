import type { LegalDocument, LegalLang } from './documents/types';

const HTML_LANG: Readonly<Record<LegalLang, string>> = { zh: 'zh-CN', en: 'en', ja: 'ja' };

const UPDATED_LABEL: Readonly<Record<LegalLang, string>> = {
  zh: '更新日期：',
  en: 'Last updated: ',
  ja: '最終更新日：',
};

const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Formats an ISO date without Intl, so server and browser output are identical. */
export function formatLegalDate(iso: string, lang: LegalLang): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const monthName = EN_MONTHS[month - 1];
  if (lang === 'en') return monthName ? `${monthName} ${day}, ${year}` : iso;
  return `${year}年${month}月${day}日`;
}

export type LegalDocumentViewProps = {
  document: LegalDocument;
  /** Overrides document.lang for the date format and the lang attribute. */
  lang?: LegalLang;
};

/** Renders a legal document as a semantic article; style it with legal.css. */
export function LegalDocumentView({ document, lang = document.lang }: LegalDocumentViewProps) {
  return (
    <article className="legal-document" lang={HTML_LANG[lang]}>
      <header className="legal-document__header">
        <h1 className="legal-document__title">{document.title}</h1>
        <p className="legal-document__updated">
          {UPDATED_LABEL[lang]}
          <time dateTime={document.updated}>{formatLegalDate(document.updated, lang)}</time>
        </p>
      </header>
      {document.intro.length > 0 && (
        <div className="legal-document__intro">
          {document.intro.map((text) => (
            <p className="legal-document__paragraph" key={text}>
              {text}
            </p>
          ))}
        </div>
      )}
      {document.sections.map((section, index) => {
        const headingId = `legal-${document.id}-${index + 1}`;
        return (
          <section className="legal-document__section" aria-labelledby={headingId} key={headingId}>
            <h2 className="legal-document__heading" id={headingId}>
              {section.heading}
            </h2>
            {section.paragraphs.map((text) => (
              <p className="legal-document__paragraph" key={text}>
                {text}
              </p>
            ))}
            {section.items && section.items.length > 0 && (
              <ul className="legal-document__list">
                {section.items.map((text) => (
                  <li className="legal-document__item" key={text}>
                    {text}
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </article>
  );
}
