import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { SEARCH_QUERY_PARAM } from '../../../shared/constants';
import { LoadError, LoadingState } from '../../components/LoadError';
import { PageFrame } from '../../components/PageFrame';
import { Deferred } from '../../data/deferred';
import { loaderApi } from '../../data/loader-helpers';

export function loader(args: LoaderFunctionArgs) {
  const query = new URL(args.request.url).searchParams.get(SEARCH_QUERY_PARAM)?.trim() ?? '';
  return {
    query,
    results: query
      ? loaderApi(args).visitor.knowledgeSearch(
          { keyword: query, page: 1, page_size: 20 },
          { signal: args.request.signal },
        )
      : null,
  };
}

export function Component() {
  const { t } = useTranslation();
  const { query, results } = useLoaderData<typeof loader>();
  return (
    <PageFrame
      className="search-page"
      title={query ? t('pages.search.title', { query }) : t('pages.search.titleEmpty')}
      description={t('pages.search.description')}
      heading={t('pages.search.heading')}
    >
      {results ? (
        <Deferred value={results} fallback={<LoadingState />} error={<LoadError />}>
          {(data) => (
            <ul className="result-list">
              {data.list.map((hit) => (
                <li key={hit.key}>{hit.title}</li>
              ))}
            </ul>
          )}
        </Deferred>
      ) : null}
    </PageFrame>
  );
}
