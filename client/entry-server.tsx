import { type PipeableStream, renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  RouterContextProvider,
  type StaticHandler,
  StaticRouterProvider,
} from 'react-router-dom';

import { createApiClient } from '../shared/api/client';
import { languageInstances } from '../shared/i18n/language-instances';
import { plainPage } from '../shared/plain-pages';
import type {
  PageContext,
  RenderFunction,
  RenderResult,
  StaticLegalPagesFunction,
} from '../shared/render-contract';
import { AppProviders } from './app/AppProviders';
import { bootScript } from './app/boot-script';
import { EARLY_SCRIPT } from './app/early-script';
import { type HydrationPayload, hydrationScript } from './app/hydration-data';
import { lazyModulesById } from './app/lazy-modules';
import { redactRouteErrors } from './app/redact-route-errors';
import { routeBranch } from './app/route-branch';
import { handlesMessages } from './app/route-handle';
import { apiContext } from './data/api-context';
import { extractDeferred } from './data/deferred';
import { pageMessages } from './i18n/page-messages';
import { serverTranslators } from './i18n/server-i18n';
import legalCss from './legal/legal.css?raw';
import { renderStaticLegalPages as renderLegalFiles } from './legal/static-pages';
import { createTreeRoutes } from './routes';

interface SiteHandler {
  handler: StaticHandler;
  /** Route id → the source modules its lazy function loads (read before any of them loads). */
  lazyModules: Map<string, readonly string[]>;
}

/** One static handler per language and tree, and one per page route, each made once and kept. */
const handlers = new Map<string, SiteHandler>();

/**
 * The static handler for a page: the one of the page route the server matched, whose table is
 * that route's branch alone, or the whole tree's for a path no page serves (its 404). react-router
 * matches every request again in `query`, which takes no match: over a branch that costs next to
 * nothing, where over the whole tree it walked the ranked routes at 50 µs a page
 * (`--cpu-prof` of uncached renders). The routes are the tree's own, so the page, its data and
 * its hydration are those of the whole table; the route ids are the server's, from one table.
 */
function handlerFor({ lang, mobile }: PageContext, routeId: string | undefined): SiteHandler {
  const key = `${lang}-${mobile}-${routeId ?? ''}`;
  let entry = handlers.get(key);
  if (!entry) {
    const tree = createTreeRoutes(lang, mobile);
    const routes = (routeId !== undefined && routeBranch(tree, routeId)) || tree;
    entry = { lazyModules: lazyModulesById(routes), handler: createStaticHandler(routes) };
    handlers.set(key, entry);
  }
  return entry;
}

const HTML = { 'Content-Type': 'text/html; charset=utf-8' };
const SERVER_ERROR_PAGE = plainPage(languageInstances, 'serverError');

/**
 * Where React pipes to, named from its own signature: a Node writable where @types/node is
 * loaded, an empty stub in the browser program, which keeps Node's types out.
 */
type PipeDestination = Parameters<PipeableStream['pipe']>[0];

/**
 * Renders one page from a Fetch `Request`: a redirect or a HEAD answer as a plain response,
 * otherwise a stream that is ready once all data is, or once the shell has waited `dataWaitMs`
 * for it. The request's signal bounds the render: when it aborts (client gone, deadline reached)
 * the stream is cut.
 */
export const render: RenderFunction = async (request, input) => {
  const { pageContext, nonce, assets } = input;
  const requestContext = new RouterContextProvider(
    new Map([[apiContext, createApiClient(input.api)]]),
  );
  const { handler, lazyModules } = handlerFor(pageContext, input.routeId);
  const context = await handler.query(request, { requestContext });
  if (context instanceof Response) return { kind: 'response', response: context };
  if (request.method === 'HEAD') {
    return {
      kind: 'response',
      response: new Response(null, { status: context.statusCode, headers: HTML }),
    };
  }

  const { loaderData, registry } = extractDeferred(context.loaderData);
  const payload: HydrationPayload = {
    ...pageContext,
    stylesheets: [...assets.stylesheets],
    messages: pageMessages(
      pageContext.lang,
      handlesMessages(context.matches.map((match) => match.route.handle)),
    ),
  };
  // The page renders from the router's own state; StaticRouterProvider writes its hydration
  // script from the context it is given: the loader data with markers for the streamed promises,
  // and the errors as the browser may see them.
  const router = createStaticRouter(handler.dataRoutes, context);
  const hydrationContext = { ...context, loaderData, errors: redactRouteErrors(context.errors) };
  const scripts = assets.modulePreloads(
    context.matches.flatMap((match) => lazyModules.get(match.route.id) ?? []),
  );

  return new Promise<RenderResult>((resolve) => {
    let shellWait: ReturnType<typeof setTimeout> | undefined;
    const ready = () =>
      resolve({
        kind: 'page',
        status: context.statusCode,
        // React types its destination as a Node writable; the sink is the HTTP response.
        pipe: (destination) => void stream.pipe(destination as unknown as PipeDestination),
      });
    const stream = renderToPipeableStream(
      <AppProviders
        pageContext={pageContext}
        t={serverTranslators[pageContext.lang]}
        deferredRegistry={registry}
        stylesheets={assets.stylesheets}
      >
        <StaticRouterProvider router={router} context={hydrationContext} nonce={nonce} />
      </AppProviders>,
      {
        nonce,
        // Sections complete when the page is sent go in place: the page leaves in one piece, so
        // sending their placeholders first (React outlines sections past this size) gains nothing
        // and adds the placeholders and the script that swaps them to every page.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // The entry and its chunks are named by the boot script rather than given to React as a
        // bootstrap module or preloads in the head, where they would share the link with the
        // stylesheet: they are asked for once the page has been painted (see bootScript). React
        // writes the boot script after the shell, so the router's hydration script has run too.
        bootstrapScriptContent:
          EARLY_SCRIPT + hydrationScript(payload) + bootScript(assets.bootstrapModules, scripts),
        onShellReady() {
          if (Number.isFinite(input.dataWaitMs)) shellWait = setTimeout(ready, input.dataWaitMs);
        },
        onAllReady() {
          clearTimeout(shellWait);
          ready();
        },
        // React reports a shell error to onError too: it is logged there, once.
        onShellError() {
          resolve({
            kind: 'response',
            response: new Response(SERVER_ERROR_PAGE, { status: 500, headers: HTML }),
          });
        },
        onError(error) {
          if (!request.signal.aborted) input.onError(error);
        },
      },
    );
    request.signal.addEventListener(
      'abort',
      () => {
        clearTimeout(shellWait);
        stream.abort();
      },
      { once: true },
    );
  });
};

/**
 * The standalone legal files, which the server renders once at start-up from its SITE_CONFIG.
 * Here, in the one module the server loads from the client, with legal.css as its source text:
 * the files carry it inline, and the site's token step is not for them.
 */
export const renderStaticLegalPages: StaticLegalPagesFunction = (facts, origin) =>
  renderLegalFiles(legalCss, facts, origin);
