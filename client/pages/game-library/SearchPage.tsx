import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';

import { SEARCH_QUERY_PARAM } from '../../../shared/routing/query-params';
import { SearchForm } from '../../components/content/SearchForm';
import { SearchResultsSkeleton } from '../../components/content/Skeleton';
import { LoadError } from '../../components/LoadError';
import { PageFrame } from '../../components/PageFrame';
import { Deferred, deferred } from '../../data/deferred';
import { LIST_PAGE_SIZE, loaderApi } from '../../data/loader-helpers';
import { useT } from '../../i18n/use-t';
import { SearchResults, SearchSuggestions } from './SearchResults';

export function loader(args: LoaderFunctionArgs) {
  const query = new URL(args.request.url).searchParams.get(SEARCH_QUERY_PARAM)?.trim() ?? '';
  return {
    query,
    results: query
      ? deferred(
          loaderApi(args).visitor.knowledgeSearch(
            { keyword: query, page: 1, page_size: LIST_PAGE_SIZE },
            { signal: args.request.signal },
          ),
        )
      : null,
  };
}

export function Component() {
  const t = useT();
  const { query, results } = useLoaderData<typeof loader>();
  return (
    <PageFrame
      className="search-page"
      title={query ? t('pages.search.title', { query }) : t('pages.search.titleEmpty')}
      description={t('pages.search.description')}
      heading={t('pages.search.heading')}
    >
      {/* A new query is a new form: the field shows what was searched for. */}
      <SearchForm key={query} initialQuery={query} />
      {results ? (
        <Deferred value={results} fallback={<SearchResultsSkeleton />} error={<LoadError />}>
          {(data) => <SearchResults query={query} result={data} />}
        </Deferred>
      ) : (
        <div className="empty-state">
          <p>{t('content:search.emptyQuery')}</p>
          <SearchSuggestions />
        </div>
      )}
    </PageFrame>
  );
}
