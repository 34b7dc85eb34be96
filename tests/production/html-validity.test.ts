/**
 * Valid HTML everywhere: the Nu Html Checker over the server's HTML of every page type, in the
 * three languages and both trees (the 404 page and the legal routes included), and over the eight
 * static legal files, as the built app serves them against the demo API to a visitor whose page
 * streams; and the pages with streamed sections once more, their data late, so that React sends
 * the sections after the shell (the hidden copies, the templates and the scripts that swap them,
 * the payload of each deferred value). One Java run checks them all; it must find no error.
 */
import type { RequestListener } from 'node:http';

import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { STATIC_LEGAL_FILES } from '../../client/legal/documents';
import { LANGUAGES } from '../../shared/i18n/languages';
import { buildPrefixedPath } from '../../shared/routing/prefixed-path';
import { pagePaths, routePath } from '../../shared/routing/route-manifest';
import { type HtmlDocumentToCheck, JAVA_TOOL, nuHtmlErrors } from '../helpers/nu-html-checker';
import { requireTool } from '../helpers/require-tool';
import { LEGAL_ROUTES, pageRoutes, sampleIds } from '../helpers/sample-ids';
import {
  DESKTOP_UA,
  MOBILE_UA,
  startAppWithSlowUpstream,
  startTestApp,
  type TestApp,
} from '../helpers/test-app';
import { requestTreePage } from '../helpers/tree-page';
import { HOME_CHARACTERS_PATH } from '../helpers/upstreams';

/** A path no page serves: the not-found page. */
const NOT_FOUND_ROUTE = '/no-such-page';

/**
 * The calls that pages stream in, held back: the home's characters, the partner home's lists, the
 * partner's profile, story and quest.
 */
const STREAMED_CALLS = new RegExp(
  [
    HOME_CHARACTERS_PATH.source,
    '/api/quest/',
    'get_official_character_list',
    'pc_character_square',
  ].join('|'),
);
const LATE_MS = 400;

/** About 130 pages fetched one after another, then one Java run over them all. */
const TIMEOUT_MS = 240_000;

const javaRuns = requireTool('the HTML validity tests', JAVA_TOOL);

async function fetchHtml(answer: request.Test, name: string): Promise<HtmlDocumentToCheck> {
  const response = await answer;
  // The not-found page answers 404; every other page must be served.
  if (name.endsWith(NOT_FOUND_ROUTE)) expect(response.status, name).toBe(404);
  else expect(response.status, name).toBe(200);
  expect(response.type, name).toBe('text/html');
  return { name, html: response.text };
}

/** Every document the site serves as HTML, fetched from `app`. */
async function siteDocuments(
  app: RequestListener,
  upstreamUrl: string,
): Promise<HtmlDocumentToCheck[]> {
  const ids = await sampleIds(upstreamUrl);
  const documents: HtmlDocumentToCheck[] = [];
  for (const lang of LANGUAGES) {
    for (const mobile of [false, true]) {
      const routes = [...pageRoutes(ids, mobile), NOT_FOUND_ROUTE];
      // The legal routes have no `/m` form.
      if (!mobile) routes.push(...LEGAL_ROUTES);
      for (const route of routes) {
        const { path, answer } = requestTreePage(app, lang, mobile, route);
        documents.push(await fetchHtml(answer, path));
      }
    }
  }
  for (const { file } of STATIC_LEGAL_FILES) {
    const path = `/${file}`;
    documents.push(await fetchHtml(request(app).get(path).set('User-Agent', DESKTOP_UA), path));
  }
  return documents;
}

/** The pages with streamed sections, in both trees, their sections sent after the shell. */
async function lateStreamedDocuments(
  url: string,
  upstreamUrl: string,
): Promise<HtmlDocumentToCheck[]> {
  const { partnerId } = await sampleIds(upstreamUrl);
  const documents: HtmlDocumentToCheck[] = [];
  for (const mobile of [false, true]) {
    for (const route of ['/', routePath('gamePartner'), pagePaths.partnerDetail(partnerId)]) {
      const path = buildPrefixedPath({ lang: 'zh', mobile, rest: route });
      const response = await fetch(`${url}${path}`, {
        headers: { 'User-Agent': mobile ? MOBILE_UA : DESKTOP_UA },
      });
      expect(response.status, path).toBe(200);
      const html = await response.text();
      // React's template for a section sent after the shell: the data did come late.
      expect(html, path).toContain('<template id="B:');
      documents.push({ name: `${path} (streamed late)`, html });
    }
  }
  return documents;
}

describe.skipIf(!javaRuns)('HTML validity (Nu Html Checker)', () => {
  let testApp: TestApp;
  let slowApp: Awaited<ReturnType<typeof startAppWithSlowUpstream>>;
  beforeAll(async () => {
    [testApp, slowApp] = await Promise.all([
      startTestApp({ renderFrom: 'build' }),
      startAppWithSlowUpstream({ path: STREAMED_CALLS, ms: LATE_MS }, 'build'),
    ]);
  });
  afterAll(async () => {
    await testApp?.close();
    await slowApp?.close();
  });

  it(
    'finds no error on any page type, language or tree, nor in the static legal files',
    async () => {
      const documents = [
        ...(await siteDocuments(testApp.app, testApp.upstreamUrl)),
        ...(await lateStreamedDocuments(slowApp.url, testApp.upstreamUrl)),
      ];
      const errors = await nuHtmlErrors(documents);
      console.log(`Nu Html Checker: ${documents.length} documents, ${errors.length} errors`);
      expect(
        errors.map(
          ({ document, line, message, extract }) =>
            `${document}:${line ?? '?'} ${message}${extract ? ` … ${extract.trim()} …` : ''}`,
        ),
      ).toEqual([]);
    },
    TIMEOUT_MS,
  );
});
