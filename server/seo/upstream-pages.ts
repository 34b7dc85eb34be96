import { createApiClient } from '../../shared/api/client';
import type { ApiCallOptions } from '../../shared/api/request';
import { errorFields, type Logger } from '../logging/logger';
import { gamePage, partnerPage } from './site-pages';

/** The largest page the API serves; fewer round trips for a long list. */
const PAGE_SIZE = 50;
/** An upstream that keeps answering full pages must not keep the sitemap busy: 1000 at most. */
const MAX_PAGES = 20;

export interface UpstreamPagesOptions {
  upstreamUrl: string;
  /** One deadline for all the calls together, not per call. */
  deadlineMs: number;
  maxAnswerBytes: number;
  logger: Logger;
}

export interface UpstreamPages {
  pages: string[];
  /** Whether a list could not be read (the pages then lack its entries). */
  incomplete: boolean;
}

type ListPage = (
  page: number,
  options: ApiCallOptions,
) => Promise<{ list: { id: number }[]; total?: number }>;

async function readAll(listPage: ListPage, signal: AbortSignal): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await listPage(page, { signal });
    ids.push(...answer.list.map((item) => item.id));
    // The partner list has no total: a short page is the last one.
    const done = answer.total === undefined ? false : ids.length >= answer.total;
    if (done || answer.list.length < PAGE_SIZE) break;
  }
  return ids;
}

/** The game and partner detail pages the upstream lists; a list that fails is left out. */
export async function readUpstreamPages(options: UpstreamPagesOptions): Promise<UpstreamPages> {
  const api = createApiClient({
    baseURL: options.upstreamUrl,
    lang: 'zh',
    platformSource: 'web',
    timeoutMs: options.deadlineMs,
    maxContentLength: options.maxAnswerBytes,
  });
  const signal = AbortSignal.timeout(options.deadlineMs);
  const [games, partners] = await Promise.allSettled([
    readAll((page, call) => api.visitor.gameList({ page, page_size: PAGE_SIZE }, call), signal),
    readAll(
      (page, call) => api.characters.officialList({ page, page_size: PAGE_SIZE }, call),
      signal,
    ),
  ]);
  const pages: string[] = [];
  let incomplete = false;
  for (const [list, result, toPage] of [
    ['games', games, gamePage],
    ['partners', partners, partnerPage],
  ] as const) {
    if (result.status === 'fulfilled') {
      pages.push(...new Set(result.value.map(toPage)));
    } else {
      incomplete = true;
      options.logger.warn('sitemap: upstream list unavailable', {
        list,
        ...errorFields(result.reason),
      });
    }
  }
  return { pages, incomplete };
}
