/**
 * The standalone legal pages (terms.html, privacy.html, ...): complete HTML documents with no
 * script and nothing loaded but the site's own icon, rendered from the same documents as the
 * routed React pages. The server renders them once at start-up with the company facts of the running
 * SITE_CONFIG, so a deployment's pages never name the demo operator; the render entry exports
 * them for it, with legal.css.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

import { escapeMarkup } from '../../shared/markup-escape';
import type { StaticLegalPage } from '../../shared/render-contract';
import { headMetaHtml } from '../../shared/seo/head-meta';
import { serverTranslators } from '../i18n/server-i18n';
import {
  getStaticLegalDocument,
  type LegalFacts,
  type LegalLang,
  STATIC_LEGAL_FILES,
  type StaticLegalFile,
} from './documents';
import { LegalDocumentView } from './LegalDocumentView';

const HTML_LANG: Readonly<Record<LegalLang, string>> = { zh: 'zh-CN', en: 'en', ja: 'ja' };

/** Page-level rules that only the standalone files need (legal.css styles the article). */
const PAGE_CSS =
  ':root{color-scheme:light}html{-webkit-text-size-adjust:100%;text-size-adjust:100%}body{margin:0;background:#fff}';

/** The site's icon, the one the rendered pages link, so a saved or shared file shows it too. */
const ICON = '<link rel="icon" href="/favicon.svg" type="image/svg+xml">';

/** The complete HTML document of one static legal file, naming the operator of `facts`. */
export function renderStaticLegalPage(
  entry: StaticLegalFile,
  css: string,
  facts?: LegalFacts,
  origin?: string,
): string {
  const document = getStaticLegalDocument(entry, facts);
  const t = serverTranslators[entry.lang];
  const description = t('pages.legal.description', { name: document.title });
  const body = renderToStaticMarkup(createElement(LegalDocumentView, { document }));
  const rules = css.replace(/\/\*[\s\S]*?\*\//g, '').trim();
  const style = `${PAGE_CSS}\n${rules}`.replaceAll('</', '<\\/');
  return [
    '<!doctype html>',
    `<html lang="${HTML_LANG[entry.lang]}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeMarkup(document.title)}</title>`,
    `<meta name="description" content="${escapeMarkup(description)}">`,
    // A share card needs absolute URLs, and these files are made once, before any request:
    // without a public origin they say only which devices they are for.
    origin === undefined
      ? '<meta name="applicable-device" content="pc,mobile">'
      : headMetaHtml({
          lang: entry.lang,
          origin,
          siteName: t('site.name'),
          title: document.title,
          description,
          canonicalPath: `/${entry.file}`,
          device: 'pc,mobile',
        }),
    ICON,
    `<style>\n${style}\n</style>`,
    '</head>',
    '<body>',
    `<main class="legal-page">${body}</main>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/**
 * Every static legal file, naming the operators of a deployment's SITE_CONFIG `facts` (the
 * demo's stand-ins without); `css` is the text of legal.css, `origin` the public origin their
 * share cards name (PUBLIC_ORIGIN).
 */
export function renderStaticLegalPages(
  css: string,
  facts?: LegalFacts,
  origin?: string,
): StaticLegalPage[] {
  return STATIC_LEGAL_FILES.map((entry) => ({
    file: entry.file,
    html: renderStaticLegalPage(entry, css, facts, origin),
  }));
}
