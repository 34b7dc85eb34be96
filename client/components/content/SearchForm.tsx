import { type FormEvent, useId, useState } from 'react';

import { buildPrefixedPath } from '../../../shared/routing/prefixed-path';
import { SEARCH_QUERY_PARAM } from '../../../shared/routing/query-params';
import { pagePaths, routePath } from '../../../shared/routing/route-manifest';
import { usePageContext } from '../../app/page-context';
import { useT } from '../../i18n/use-t';
import { useSiteNavigate } from '../AppLink';

const MAX_QUERY_LENGTH = 50;

/**
 * The knowledge search form. Once hydrated it navigates inside the app (query kept by the
 * retain-query rule); before, it is a plain GET form, to which the early script adds the carried
 * query (early-campaign.ts).
 */
export function SearchForm({ initialQuery = '' }: { initialQuery?: string }) {
  const t = useT();
  const { lang, mobile } = usePageContext();
  const navigate = useSiteNavigate();
  const inputId = useId();
  const [query, setQuery] = useState(initialQuery);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(pagePaths.search(query.trim()));
  };

  return (
    <form
      className="search-form"
      role="search"
      aria-label={t('content:search.label')}
      method="get"
      action={buildPrefixedPath({ lang, mobile, rest: routePath('gameLibrarySearch') })}
      onSubmit={submit}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t('content:search.label')}
      </label>
      <input
        id={inputId}
        className="search-form__input"
        type="search"
        name={SEARCH_QUERY_PARAM}
        value={query}
        maxLength={MAX_QUERY_LENGTH}
        placeholder={t('content:search.placeholder')}
        enterKeyHint="search"
        onChange={(event) => setQuery(event.target.value)}
      />
      <button type="submit" className="button button--primary">
        {t('content:search.submit')}
      </button>
    </form>
  );
}
