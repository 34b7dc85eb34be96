import {
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
  useLoaderData,
} from 'react-router-dom';

import { GENRE_QUERY_PARAM } from '../../../shared/routing/query-params';
import { SearchForm } from '../../components/content/SearchForm';
import { GameGridSkeleton } from '../../components/content/Skeleton';
import { LoadError } from '../../components/LoadError';
import { PageFrame } from '../../components/PageFrame';
import { Deferred, deferred } from '../../data/deferred';
import { LIST_PAGE_SIZE, loaderApi } from '../../data/loader-helpers';
import { useT } from '../../i18n/use-t';
import { GameGrid } from './GameGrid';

export function loader(args: LoaderFunctionArgs) {
  return {
    games: deferred(
      loaderApi(args).visitor.gameList(
        { page: 1, page_size: LIST_PAGE_SIZE },
        { signal: args.request.signal },
      ),
    ),
  };
}

/**
 * The list is the same whatever genre is chosen (the grid filters it), so choosing one keeps the
 * data, and the games already shown, rather than loading them again behind a skeleton.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  const genreOnly =
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.searchParams.get(GENRE_QUERY_PARAM) !== nextUrl.searchParams.get(GENRE_QUERY_PARAM);
  return genreOnly ? false : defaultShouldRevalidate;
}

export function Component() {
  const t = useT();
  const { games } = useLoaderData<typeof loader>();
  return (
    <PageFrame
      className="game-library-page"
      title={t('pages.gameLibrary.title')}
      description={t('pages.gameLibrary.description')}
      heading={t('pages.gameLibrary.heading')}
    >
      <p className="page-lead">{t('content:gameLibrary.lead')}</p>
      <SearchForm />
      <Deferred value={games} fallback={<GameGridSkeleton />} error={<LoadError />}>
        {(data) => <GameGrid games={data.list} total={data.total} />}
      </Deferred>
    </PageFrame>
  );
}
