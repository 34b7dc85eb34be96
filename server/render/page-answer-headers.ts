import type { RequestContext } from '../request/request-context';
import { type HeaderList, nonceSource, type SecurityHeaders } from '../security/security-headers';
import { keptPageFacts, type PageAnswerHeaders } from './page-cache';
import { type PageCacheLabel, pageCacheLabelHeaders } from './send-cached-page';
import { pageAnswerCacheControl, STREAMED } from './shared-cache-headers';

const HTML = 'text/html; charset=utf-8';

/** How a rendered answer's body leaves, which its head depends on as much as on its status. */
export type RenderedBody =
  /** The render's own Response (a loader's redirect, a HEAD answer, the shell-error page). */
  | { kind: 'plain' }
  /** The page, complete before anything left: sent in one piece. */
  | { kind: 'whole'; page: Buffer }
  /** The page's shell, sent before the rest was ready. */
  | { kind: 'streamed' };

/** A rendered answer, as its head is decided: once, just before it leaves. */
export interface RenderedAnswer {
  status: number;
  body: RenderedBody;
  /**
   * The request's nonce, which the page's scripts carry. None when the render is made for the
   * cache: its scripts are allowed by their hashes, and its head is the one the cache keeps.
   */
  nonce: string | undefined;
  /** Whether any of the page's upstream calls failed. */
  failed: boolean;
  /** How the page cache met the request. */
  label: PageCacheLabel;
  /** The request headers the answer varies on, as the locale and device steps named them. */
  vary: string;
  context: RequestContext;
}

/**
 * A rendered answer's head. The CSP of a page rendered for a visitor names its nonce, and is set
 * by helmet's page policy step on the response (`scriptSources`); a page made for the cache has
 * its policy among `headers`, as the cache keeps it.
 */
export interface RenderedHead {
  headers: HeaderList;
  /** The script sources the page policy is to name; unset: the policy is in `headers`, or none. */
  scriptSources?: string;
}

export interface PageAnswerHeads {
  /** The head of a page kept by the cache, or made for it. */
  kept: PageAnswerHeaders;
  /** The head of a rendered answer (the coding's and the length aside: see PageBody). */
  rendered(answer: RenderedAnswer): RenderedHead;
}

/**
 * Every header a page's answer is given, decided here and nowhere else: helmet's and the CSP, the
 * caching (`sharedSeconds`: how long shared caches may keep a page), the type, the ETag and Vary,
 * and the page cache's label with Server-Timing. Each answer's Cache-Control is decided once.
 */
export function pageAnswerHeads(
  sharedSeconds: number,
  security: Pick<SecurityHeaders, 'pageHeaders'>,
): PageAnswerHeads {
  const varyOn = (vary: string): HeaderList => (vary ? [['Vary', vary]] : []);

  const kept: PageAnswerHeaders = (status, facts, vary, incomplete) => [
    ...security.pageHeaders(facts.scriptHashes),
    ['Cache-Control', pageAnswerCacheControl(sharedSeconds, status, { incomplete })],
    ['Content-Type', HTML],
    ['ETag', facts.etag],
    ...varyOn(vary),
  ];

  const rendered = (answer: RenderedAnswer): RenderedHead => {
    const { status, body, nonce, failed, vary } = answer;
    const own = pageCacheLabelHeaders(answer.label, answer.context);
    const scriptSources = nonce === undefined ? undefined : nonceSource(nonce);
    switch (body.kind) {
      case 'plain':
        // The render's Response adds its own headers after these (a redirect's Location).
        return {
          headers: [
            ...own,
            ['Cache-Control', pageAnswerCacheControl(sharedSeconds, status)],
            ...varyOn(vary),
          ],
          scriptSources,
        };
      case 'whole':
        // Made for the cache, the visitor gets the very head the cache keeps: a hit then answers
        // as its fill did.
        if (nonce === undefined) {
          return { headers: [...own, ...kept(status, keptPageFacts(body.page), vary, failed)] };
        }
        return {
          headers: [
            ...own,
            [
              'Cache-Control',
              pageAnswerCacheControl(sharedSeconds, status, { incomplete: failed }),
            ],
            ['Content-Type', HTML],
            ...varyOn(vary),
          ],
          scriptSources,
        };
      case 'streamed':
        // Shared caches keep only a page known whole and good when its head leaves: a shell sent
        // ahead may still end in a failed section. Made for the cache it has no nonce, and cut
        // short by its budget it reads unscripted.
        return {
          headers: [...own, ['Cache-Control', STREAMED], ['Content-Type', HTML], ...varyOn(vary)],
          scriptSources: scriptSources ?? '',
        };
    }
  };

  return { kept, rendered };
}
