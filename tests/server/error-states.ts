import { expect } from 'vitest';

import { resources } from '../../shared/i18n/catalogues';
import type { Lang } from '../../shared/i18n/languages';
import { escapeHtml, readableHtml } from '../helpers/content-expectations';

/** What the API proxy and Node put in their own errors: never for a visitor's eyes. */
const RAW_UPSTREAM_TEXT =
  /Upstream (unreachable|timed out)|Bad upstream answer|Invalid API (response|payload)|ECONN|ETIMEDOUT|ZodError|\bat [\w.<>]+ \(/;

interface PageAnswer {
  status: number;
  text: string;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A link that loads `path` again, labelled with the language's "try again". */
function retryLink(path: string, lang: Lang): RegExp {
  const label = escapeRegExp(escapeHtml(resources[lang].core.errors.retry));
  return new RegExp(`<a[^>]*href="${escapeRegExp(escapeHtml(path))}"[^>]*>${label}</a>`);
}

function expectNoInternalError(answer: PageAnswer, lang: Lang, path: string): void {
  // As a visitor sees it: the page's string payload names the error titles whether it shows them.
  const shown = readableHtml(answer.text);
  expect(shown, path).not.toContain('Internal Server Error');
  expect(shown, path).not.toContain(resources[lang].core.errors.errorTitle);
  expect(answer.text, path).not.toMatch(RAW_UPSTREAM_TEXT);
}

/**
 * A detail or chat page whose data could not be had: 503, the site's header and footer, the
 * language's "temporarily unavailable" message and a retry, not the generic error page.
 */
export function expectUnavailablePage(answer: PageAnswer, lang: Lang, path: string): void {
  expect(answer.status, path).toBe(503);
  const errors = resources[lang].core.errors;
  expect(readableHtml(answer.text), path).toContain(escapeHtml(errors.unavailableHeading));
  expect(readableHtml(answer.text), path).toContain(escapeHtml(errors.unavailableHelp));
  expect(answer.text, path).toMatch(retryLink(path, lang));
  expect(answer.text, path).toContain('class="site-header');
  expect(answer.text, path).toContain('class="site-footer');
  expectNoInternalError(answer, lang, path);
}

/** A list page whose streamed section failed: 200, the section's load error and a retry. */
export function expectSectionError(answer: PageAnswer, lang: Lang, path: string): void {
  expect(answer.status, path).toBe(200);
  expect(answer.text, path).toContain('class="load-error"');
  expect(readableHtml(answer.text), path).toContain(
    escapeHtml(resources[lang].core.errors.loadFailed),
  );
  expect(answer.text, path).toMatch(retryLink(path, lang));
  expectNoInternalError(answer, lang, path);
}
