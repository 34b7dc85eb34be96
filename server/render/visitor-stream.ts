import type { Request, Response } from 'express';

import { DEVICE_CLASS_HEADER } from '../device/edge-device-class';
import { traceHeaders } from '../metrics/trace-headers';
import { contextOf, pageRequestOf } from '../request/request-context';
import { newCspNonce, nonceSource, type PagePolicyStep } from '../security/security-headers';
import { keptPageFacts, type PageAnswerHeaders } from './page-cache';
import { PageOutput } from './page-output';
import { type PageRenderer, type PageToRender, RENDER_ABORT_MS } from './page-renderer';
import { labelPageCache, type PageCacheLabel } from './send-cached-page';
import { setPageCacheControl, STREAMED } from './shared-cache-headers';
import type { WorkQueue } from './work-queue';

/** How a visitor's render ended, once its response closed: what the page cache decides by. */
export interface VisitorRender {
  /** Whether the whole response went out (the visitor did not leave, the budget did not cut it). */
  finished: boolean;
  status: number;
  /** Whether any of the page's upstream calls failed. */
  failed: boolean;
  /**
   * Whether the shell went out before the page ended: the copy then holds React's streamed form
   * (fallbacks and the scripts that swap them in), not the complete document.
   */
  streamed: boolean;
  /** The request's nonce, which the page carries; none when it was made for the cache. */
  nonce: string | undefined;
  /** The page as sent, uncompressed; empty when the page cache is off (a `bypass`). */
  html(): string;
}

/**
 * Renders a page into the visitor's response and resolves once the response has closed. `label`:
 * how the page cache met it (`bypass` when the cache is off: no copy is kept). `forCache`: the
 * render fills the cache, so it is made for it from the start: it waits for its data and leaves
 * whole, its inline scripts allowed by their hashes rather than a nonce, with the headers the
 * cache will answer it with.
 */
export type StreamToVisitor = (
  req: Request,
  res: Response,
  page: PageToRender,
  how: { label: PageCacheLabel; forCache: boolean },
) => Promise<VisitorRender>;

export interface VisitorStreamOptions {
  renderer: PageRenderer;
  renders: WorkQueue;
  /** How long shared caches may keep a page (0: not at all). */
  sharedSeconds: number;
  /** Sets the page's CSP, naming the render's nonce. */
  pagePolicy: PagePolicyStep;
  /** The headers of a page made for the cache. */
  answerHeaders: PageAnswerHeaders;
}

/**
 * Streams pages to visitors, each in a render slot held until its response ends, so that the
 * slots bound what React holds, and cut when the visitor leaves or the request's render budget
 * runs out.
 */
export function visitorStream({
  renderer,
  renders,
  sharedSeconds,
  pagePolicy,
  answerHeaders,
}: VisitorStreamOptions): StreamToVisitor {
  return (req, res, page, { label, forCache }) => {
    const visitorGone = new AbortController();
    // A finished response has nothing left to stop: an abort (and its error's stack) only for a
    // visitor who left first.
    const closed = new Promise<void>((resolve) =>
      res.once('close', () => {
        if (!res.writableFinished) visitorGone.abort(new Error('the visitor left'));
        resolve();
      }),
    );
    return renders.run(async () => {
      let failed = false;
      const context = contextOf(res);
      const elapsed = performance.now() - context.startedAt;
      const budgetLeft = Math.max(0, Math.round(RENDER_ABORT_MS - elapsed));
      const signal = AbortSignal.any([visitorGone.signal, AbortSignal.timeout(budgetLeft)]);
      const nonce = forCache ? undefined : newCspNonce();
      if (nonce) pagePolicy(req, res, nonceSource(nonce));
      const input = renderer.input(page, {
        nonce,
        requestId: context.id,
        userAgent: req.get('user-agent'),
        trace: traceHeaders(req),
        onCallFailed: (failure) => {
          failed = true;
          context.pageDataFailures.push(failure);
        },
      });
      // An edge in front serves its visitors from its copy, which it keeps only whole: the one
      // render it asks for waits for the data, as a crawler's does, instead of leaving early
      // uncacheable and sending every visitor waiting at the edge to the origin.
      if (forCache || pageRequestOf(res).deviceHeader === DEVICE_CLASS_HEADER) {
        input.dataWaitMs = Number.POSITIVE_INFINITY;
      }
      const output = new PageOutput(req, res, {
        keepCopy: label !== 'bypass',
        // Shared caches keep only a page known whole and good when its headers leave: a shell
        // sent ahead may still end in a failed section. The next visitor's copy then comes
        // whole from the page cache.
        beforeSend: (whole) => {
          if (whole && forCache) {
            const headers = answerHeaders(res.statusCode, keptPageFacts(whole), page.vary, failed);
            for (const [name, value] of headers) res.setHeader(name, value);
          } else if (whole) {
            setPageCacheControl(res, sharedSeconds, res.statusCode, { incomplete: failed });
          } else {
            res.setHeader('Cache-Control', STREAMED);
            // Made for the cache, it has no nonce; cut short by its budget, it reads unscripted.
            if (forCache) pagePolicy(req, res, '');
          }
        },
      });
      await renderer.stream(
        page,
        input,
        { method: req.method, signal },
        res,
        output,
        (status, throughOutput) => {
          labelPageCache(res, label);
          // A page's Cache-Control is decided as its body leaves (beforeSend above).
          if (!throughOutput) setPageCacheControl(res, sharedSeconds, status);
        },
      );
      await closed;
      return {
        finished: res.writableFinished,
        status: res.statusCode,
        failed,
        streamed: output.streamed,
        nonce,
        html: () => output.page(),
      };
    }, visitorGone.signal);
  };
}
