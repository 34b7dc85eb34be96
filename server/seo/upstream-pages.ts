import { createApiClient } from '../../shared/api/client';
import type { ApiCallOptions } from '../../shared/api/request';
import type { GameDetail } from '../../shared/api/schemas';
import { errorFields } from '../../shared/error-log-fields';
import type { Logger } from '../logging/logger';
import { gamePages, partnerPages, type SitemapPage } from './sitemap-pages';

/** The largest page the API serves; fewer round trips for a long list. */
const PAGE_SIZE = 50;
/** An upstream that keeps answering full pages must not keep the sitemap busy: 1000 at most. */
const MAX_LIST_PAGES = 20;
/** Games whose detail (their roles, and the date of their newest knowledge) is read. */
const MAX_GAME_DETAILS = 300;
/** Detail calls in flight at once: the upstream serves visitors too. */
const DETAIL_CONCURRENCY = 4;

export interface UpstreamPagesOptions {
  upstreamUrl: string;
  /** One deadline for all the calls together, not per call. */
  deadlineMs: number;
  maxAnswerBytes: number;
  logger: Logger;
}

export interface UpstreamPages {
  pages: SitemapPage[];
  /** Whether a list or a detail could not be read (the pages then lack its entries). */
  incomplete: boolean;
}

type ListPage = (
  page: number,
  options: ApiCallOptions,
) => Promise<{ list: { id: number }[]; total?: number }>;

async function readAll(listPage: ListPage, signal: AbortSignal): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; page <= MAX_LIST_PAGES; page++) {
    const answer = await listPage(page, { signal });
    ids.push(...answer.list.map((item) => item.id));
    // The partner list has no total: a short page is the last one.
    const done = answer.total === undefined ? false : ids.length >= answer.total;
    if (done || answer.list.length < PAGE_SIZE) break;
  }
  return [...new Set(ids)];
}

/** `work` over `items`, `limit` at a time, each result settled (a failure loses its item only). */
async function settleEach<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<PromiseSettledResult<R>[]> {
  const results: PromiseSettledResult<R>[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      try {
        results[index] = { status: 'fulfilled', value: await work(items[index]!) };
      } catch (reason) {
        results[index] = { status: 'rejected', reason };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** The day a game's page last changed: that of its newest knowledge entry, where it has one. */
function lastModified(game: GameDetail): string | undefined {
  const days = game.knowledge
    .map((entry) => Date.parse(entry.updated_at))
    .filter((time) => Number.isFinite(time));
  if (days.length === 0) return undefined;
  return new Date(Math.max(...days)).toISOString().slice(0, 10);
}

/**
 * The pages the upstream lists: each game with its roles and their role info, each partner (the
 * official ones and the square's) with its story and its games. A list or a detail that fails is left out and the rest kept.
 */
export async function readUpstreamPages(options: UpstreamPagesOptions): Promise<UpstreamPages> {
  const api = createApiClient({
    baseURL: options.upstreamUrl,
    lang: 'zh',
    platformSource: 'web',
    timeoutMs: options.deadlineMs,
    maxContentLength: options.maxAnswerBytes,
  });
  const signal = AbortSignal.timeout(options.deadlineMs);
  let incomplete = false;
  const unavailable = (what: string, reason: unknown) => {
    incomplete = true;
    options.logger.warn('sitemap: upstream data unavailable', { what, ...errorFields(reason) });
  };

  // The official partners and the square's (users' partners too) each have their pages.
  const [games, official, square] = await Promise.allSettled([
    readAll((page, call) => api.visitor.gameList({ page, page_size: PAGE_SIZE }, call), signal),
    readAll(
      (page, call) => api.characters.officialList({ page, page_size: PAGE_SIZE }, call),
      signal,
    ),
    readAll((page, call) => api.characters.square({ page, page_size: PAGE_SIZE }, call), signal),
  ]);
  const partners = new Set<number>();
  for (const [list, result] of [
    ['official partners', official],
    ['partner square', square],
  ] as const) {
    if (result.status === 'fulfilled') result.value.forEach((id) => partners.add(id));
    else unavailable(list, result.reason);
  }
  const pages: SitemapPage[] = [...partners].flatMap(partnerPages);
  if (games.status === 'fulfilled') {
    const ids = games.value;
    const details = await settleEach(ids.slice(0, MAX_GAME_DETAILS), DETAIL_CONCURRENCY, (id) =>
      api.visitor.gameDetail({ game_id: id }, { signal }),
    );
    if (ids.length > MAX_GAME_DETAILS) incomplete = true;
    const failed = details.filter((detail) => detail.status === 'rejected');
    if (failed.length > 0) unavailable(`${failed.length} game details`, failed[0]!.reason);
    ids.forEach((id, index) => {
      const detail = details[index];
      const game = detail?.status === 'fulfilled' ? detail.value : undefined;
      pages.push(
        ...gamePages(
          id,
          game?.entities.map((entity) => entity.id) ?? [],
          game && lastModified(game),
        ),
      );
    });
  } else {
    unavailable('games', games.reason);
  }
  return { pages, incomplete };
}
