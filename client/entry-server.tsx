import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import type { i18n } from 'i18next';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  RouterContextProvider,
  StaticRouterProvider,
} from 'react-router-dom';
import { type ApiClientOptions, createApiClient } from '../shared/api/client';
import { RENDER_ABORT_MS } from '../shared/constants';
import { PLAIN_ERROR_PAGE } from '../shared/plain-error-page';
import { AppProviders } from './app/AppProviders';
import { type HydrationPayload, hydrationScript } from './app/hydration-data';
import { serializeRouteErrors } from './app/serialize-errors';
import type { SiteInfo } from './app/site-context';
import { apiContext } from './data/api-context';
import { extractDeferred } from './data/deferred';
import { createRoutes } from './routes';

/** Made once: the route table and its static handler are the same for every request. */
const handler = createStaticHandler(createRoutes());

export interface RenderInput {
  req: ExpressRequest;
  res: ExpressResponse;
  nonce: string;
  i18n: i18n;
  site: SiteInfo;
  /**
   * How loaders reach the upstream for this request (language, tree, visitor). The client is
   * made here, in the same bundle as the loaders that inspect its errors.
   */
  api: ApiClientOptions;
  /** Module scripts that boot the browser (entry chunk; Vite client in development). */
  bootstrapModules: readonly string[];
  stylesheets: readonly string[];
  /** Crawlers get the complete document in one piece, not a streamed shell. */
  waitForAllData: boolean;
  onError: (error: unknown) => void;
}

function toFetchRequest(req: ExpressRequest, origin: string, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // Concatenation, not `new URL(path, base)`: a path such as `//host/x` must stay a path.
  return new Request(`${origin}${req.originalUrl}`, { method: req.method, headers, signal });
}

/** Renders one page into the Express response, streaming the shell before slow data. */
export async function render(input: RenderInput): Promise<void> {
  const { req, res, nonce, site } = input;
  const controller = new AbortController();
  res.on('close', () => controller.abort());

  const requestContext = new RouterContextProvider(
    new Map([[apiContext, createApiClient(input.api)]]),
  );
  const context = await handler.query(toFetchRequest(req, site.origin, controller.signal), {
    requestContext,
  });
  if (context instanceof Response) {
    res.status(context.status);
    const location = context.headers.get('Location');
    if (location) res.setHeader('Location', location);
    res.end();
    return;
  }
  if (req.method === 'HEAD') {
    res.status(context.statusCode).type('html').end();
    return;
  }

  const { loaderData, registry } = extractDeferred(context.loaderData);
  const payload: HydrationPayload = {
    ...site,
    stylesheets: [...input.stylesheets],
    router: {
      loaderData,
      actionData: context.actionData,
      errors: serializeRouteErrors(context.errors),
    },
  };
  const bootstrapScriptContent = hydrationScript(payload);

  const router = createStaticRouter(handler.dataRoutes, context);
  await new Promise<void>((resolve) => {
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(abortTimer);
      resolve();
    };
    const start = () => {
      res.status(context.statusCode);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      stream.pipe(res);
    };
    const stream = renderToPipeableStream(
      <AppProviders
        site={site}
        i18n={input.i18n}
        deferredRegistry={registry}
        stylesheets={input.stylesheets}
      >
        <StaticRouterProvider router={router} context={context} hydrate={false} nonce={nonce} />
      </AppProviders>,
      {
        nonce,
        bootstrapModules: [...input.bootstrapModules],
        bootstrapScriptContent,
        onShellReady() {
          if (!input.waitForAllData) start();
        },
        onAllReady() {
          if (input.waitForAllData) start();
        },
        onShellError(error) {
          input.onError(error);
          if (!res.headersSent) {
            res.status(500).setHeader('Content-Type', 'text/html; charset=utf-8');
            res.end(PLAIN_ERROR_PAGE);
          }
          finish();
        },
        onError(error) {
          if (!controller.signal.aborted) input.onError(error);
        },
      },
    );
    // Bound every render: a stream still open after this is cut, so no request hangs.
    const abortTimer = setTimeout(() => stream.abort(), RENDER_ABORT_MS);
    res.on('close', () => {
      stream.abort();
      finish();
    });
    res.on('finish', finish);
  });
}
