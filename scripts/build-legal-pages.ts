/**
 * Generates the standalone legal pages in public/ (terms.html, privacy.html, ...) from the
 * documents in client/legal/documents, so the static files and the routed React pages share
 * one source. Run: npx tsx scripts/build-legal-pages.ts [site-config.json]
 * Without an argument the product's own files name the demo operator (as the footer does without
 * SITE_CONFIG); with a SITE_CONFIG file they name its company and contact address.
 */
import { mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

import {
  DEFAULT_BRANDS,
  deploymentBrand,
  getStaticLegalDocument,
  type LegalLang,
  STATIC_LEGAL_FILES,
  type StaticLegalFile,
} from '../client/legal/documents';
import { LegalDocumentView } from '../client/legal/LegalDocumentView';
import { loadSiteConfig, type SiteConfig } from '../server/config/site-config';

const ROOT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const LEGAL_CSS_PATH = resolve(ROOT_DIR, 'client/legal/legal.css');
const PUBLIC_DIR = resolve(ROOT_DIR, 'public');

const HTML_LANG: Readonly<Record<LegalLang, string>> = { zh: 'zh-CN', en: 'en', ja: 'ja' };

/** Page-level rules that only the standalone files need (legal.css styles the article). */
const PAGE_CSS =
  ':root{color-scheme:light}html{-webkit-text-size-adjust:100%;text-size-adjust:100%}body{margin:0;background:#fff}';

let legalCss: string | undefined;

/** client/legal/legal.css, read once. */
export function readLegalCss(): string {
  legalCss ??= readFileSync(LEGAL_CSS_PATH, 'utf8');
  return legalCss;
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** The complete HTML document of one static legal file: no scripts, no external requests. */
export function renderStaticLegalPage(
  entry: StaticLegalFile,
  css: string = readLegalCss(),
): string {
  const document = getStaticLegalDocument(entry);
  const body = renderToStaticMarkup(createElement(LegalDocumentView, { document }));
  const rules = css.replace(/\/\*[\s\S]*?\*\//g, '').trim();
  const style = `${PAGE_CSS}\n${rules}`.replaceAll('</', '<\\/');
  return [
    '<!doctype html>',
    `<html lang="${HTML_LANG[entry.lang]}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(document.title)}</title>`,
    `<style>\n${style}\n</style>`,
    '</head>',
    '<body>',
    `<main class="legal-page">${body}</main>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** The entry with a deployment's facts in place of the demo's; partner brands keep their own. */
function withDeploymentFacts(entry: StaticLegalFile, siteConfig?: SiteConfig): StaticLegalFile {
  if (!siteConfig || entry.brand !== DEFAULT_BRANDS[entry.lang]) return entry;
  return { ...entry, brand: deploymentBrand(entry.lang, siteConfig.company) };
}

/** Writes every file of STATIC_LEGAL_FILES to public/; returns the paths written. */
export function writeStaticLegalPages(
  outDir: string = PUBLIC_DIR,
  siteConfig?: SiteConfig,
): string[] {
  mkdirSync(outDir, { recursive: true });
  return STATIC_LEGAL_FILES.map((entry) => {
    const path = resolve(outDir, entry.file);
    writeFileSync(path, renderStaticLegalPage(withDeploymentFacts(entry, siteConfig)), 'utf8');
    return path;
  });
}

function isExecutedDirectly(): boolean {
  const entryPath = process.argv[1];
  if (!entryPath) return false;
  try {
    return pathToFileURL(realpathSync(entryPath)).href === import.meta.url;
  } catch {
    return false;
  }
}

if (isExecutedDirectly()) {
  const siteConfigFile = process.argv[2];
  const written = writeStaticLegalPages(
    PUBLIC_DIR,
    siteConfigFile ? loadSiteConfig(siteConfigFile) : undefined,
  );
  console.log(`build-legal-pages: wrote ${written.length} files to public/`);
}
