import { renderToStaticMarkup } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { resources } from '../../shared/i18n/catalogues';
import type { Lang } from '../../shared/i18n/languages';
import type { PageContext } from '../../shared/render-contract';
import { pagePaths, ROUTE_MANIFEST, routePath } from '../../shared/routing/route-manifest';
import { PageContextProvider } from '../app/page-context';
import { serverTranslators } from '../i18n/server-i18n';
import { I18nProvider } from '../i18n/use-t';
import {
  createMembershipDocument,
  createTermsDocument,
  createTopupDocument,
  DEFAULT_BRANDS,
  getLegalDocument,
  LEGAL_LANGS,
  type LegalDocument,
  TOPUP_AGREEMENT_IDS,
  TOPUP_EDITIONS,
} from './documents';
import { legalPage } from './LegalPage';
import { topupEditionOfFile } from './topup-agreement-file';
import * as TopupAgreementPage from './TopupAgreementPage';

const ROUTES: RouteObject[] = [
  { path: ROUTE_MANIFEST.terms.pattern, Component: legalPage(createTermsDocument) },
  { path: ROUTE_MANIFEST.douvterms.pattern, Component: legalPage(createMembershipDocument) },
  {
    path: ROUTE_MANIFEST.topup.pattern,
    loader: TopupAgreementPage.loader,
    Component: TopupAgreementPage.Component,
  },
];

const ORIGIN = 'https://www.example.com';

/** Runs the loaders of `path` and, when they succeed, renders its page in `lang`. */
async function render(path: string, lang: Lang): Promise<{ status: number; html: string }> {
  const handler = createStaticHandler(ROUTES);
  const context = await handler.query(new Request(`${ORIGIN}${path}`));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  if (context.errors) return { status: context.statusCode, html: '' };
  const pageContext: PageContext = {
    lang,
    mobile: false,
    origin: ORIGIN,
    buildId: 'test',
    config: {},
  };
  const html = renderToStaticMarkup(
    <PageContextProvider value={pageContext}>
      <I18nProvider t={serverTranslators[lang]}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </I18nProvider>
    </PageContextProvider>,
  );
  return { status: context.statusCode, html };
}

function escapeText(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');
}

/** What every legal page shows for its document: the frame, the meta and one h1. */
function expectLegalPage(html: string, document: LegalDocument, lang: Lang) {
  const { title: titleTemplate, description: descriptionTemplate } =
    resources[lang].core.pages.legal;
  expect(html).toContain('<main class="page legal-page">');
  expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  expect(html).toContain(`<h1 class="legal-document__title">${document.title}</h1>`);
  expect(html).toContain(`<title>${titleTemplate.replace('{{name}}', document.title)}</title>`);
  expect(html).toContain(
    `<meta name="description" content="${descriptionTemplate.replace('{{name}}', document.title)}"/>`,
  );
  expect(html.match(/<h2 /g)).toHaveLength(document.sections.length);
  // No twin in the mobile tree.
  expect(html).not.toContain('media="only screen');
}

describe('topupEditionOfFile', () => {
  it('knows agreement1.html, agreement2.html and agreement3.html', () => {
    expect(
      ['agreement1.html', 'agreement2.html', 'agreement3.html'].map(topupEditionOfFile),
    ).toEqual(TOPUP_EDITIONS);
  });

  it.each([
    undefined,
    '',
    'agreement.html',
    'agreement0.html',
    'agreement4.html',
    'agreement99.html',
    'agreement01.html',
    'agreement1.htm',
    'agreement1.html.bak',
    'Agreement1.html',
  ])('knows no edition for %j', (file) => {
    expect(topupEditionOfFile(file)).toBeUndefined();
  });
});

describe('TopupAgreementPage', () => {
  describe.each(LEGAL_LANGS.map((lang) => [lang]))('in %s', (lang) => {
    it.each(TOPUP_EDITIONS.map((edition) => [TOPUP_AGREEMENT_IDS[edition], edition] as const))(
      'shows agreement%i.html, the %s edition',
      async (id, edition) => {
        const { status, html } = await render(pagePaths.topupAgreement(id), lang);
        expect(status).toBe(200);
        const document = createTopupDocument(lang, DEFAULT_BRANDS[lang], edition);
        expectLegalPage(html, document, lang);
        // The whole intro, edition clause included, as React escapes text.
        for (const paragraph of document.intro) expect(html).toContain(escapeText(paragraph));
      },
    );
  });

  it('names the edition of the agreement', async () => {
    expect((await render(pagePaths.topupAgreement(1), 'zh')).html).toContain('桌面客户端标准版');
    expect((await render(pagePaths.topupAgreement(2), 'zh')).html).toContain('桌面客户端AMD 版');
    expect((await render(pagePaths.topupAgreement(3), 'en')).html).toContain(
      'the Intel AI PC edition of the Game Partner desktop client',
    );
    expect((await render(pagePaths.topupAgreement(2), 'ja')).html).toContain(
      'デスクトップクライアントAMD版',
    );
  });

  it('titles the page after the document', async () => {
    const { html } = await render(pagePaths.topupAgreement(1), 'zh');
    expect(html).toContain('<title>游戏伙伴充值服务协议 - 游戏伙伴</title>');
  });

  it.each(['agreement0.html', 'agreement4.html', 'agreement01.html', 'agreement.html'])(
    'answers 404 for the top-up file %s',
    async (file) => {
      const { status } = await render(`${routePath('topup').replace(/:slug$/, '')}${file}`, 'zh');
      expect(status).toBe(404);
    },
  );
});

describe('LegalPage', () => {
  it.each(LEGAL_LANGS.map((lang) => [lang]))(
    'renders its document in the same frame (%s)',
    async (lang) => {
      const terms = await render('/terms', lang);
      expect(terms.status).toBe(200);
      expectLegalPage(terms.html, getLegalDocument('terms', lang), lang);
      const membership = await render('/douvterms/7', lang);
      expectLegalPage(membership.html, getLegalDocument('douvterms', lang), lang);
    },
  );
});
