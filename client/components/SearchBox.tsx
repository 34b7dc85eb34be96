import { type FormEvent, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { buildPrefixedPath } from '../../shared/routing/prefixed-path';
import { SEARCH_QUERY_PARAM } from '../../shared/routing/query-params';
import { pagePaths, routePath } from '../../shared/routing/route-manifest';
import { usePageContext } from '../app/page-context';
import { usePrefixedPath } from '../app/use-prefixed-path';
import { useT } from '../i18n/use-t';
import { useSiteNavigate } from './AppLink';
import { currentSearchValue, isSearchPage, withSearchValue } from './search-target';

export interface SearchBoxProps {
  placeholder: string;
  className: string;
}

/**
 * The header search: Enter or the icon goes to the search page; on the search
 * page it replaces the query in place. Before hydration the form still works as a plain GET, and
 * the early script adds the carried query to it (early-campaign.ts).
 */
export function SearchBox({ placeholder, className }: SearchBoxProps) {
  const t = useT();
  const { lang, mobile } = usePageContext();
  // The query as it is now, not as the markup names it: a search sent while the page hydrates
  // keeps the campaign. Its search value is the same either way, so the box hydrates as rendered.
  const { search } = useLocation();
  const site = usePrefixedPath();
  const navigate = useNavigate();
  const siteNavigate = useSiteNavigate();
  const input = useRef<HTMLInputElement>(null);
  const fromUrl = currentSearchValue(site, search);
  const [value, setValue] = useState(fromUrl);
  const [shownUrlValue, setShownUrlValue] = useState(fromUrl);
  // The URL's value changed (another search, back button): show it, dropping unsent typing.
  if (shownUrlValue !== fromUrl) {
    setShownUrlValue(fromUrl);
    setValue(fromUrl);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = value.trim();
    if (!query) {
      input.current?.focus();
      return;
    }
    if (isSearchPage(site)) {
      void navigate(
        { pathname: site.pathname, search: withSearchValue(search, query) },
        { replace: true },
      );
    } else {
      siteNavigate(pagePaths.search(query));
    }
  };

  return (
    <form
      role="search"
      aria-label={t('account:header.searchRegion')}
      className={`search-box ${className}`}
      action={buildPrefixedPath({ lang, mobile, rest: routePath('gameLibrarySearch') })}
      method="get"
      onSubmit={submit}
    >
      <input
        ref={input}
        className="search-box__input"
        type="search"
        name={SEARCH_QUERY_PARAM}
        enterKeyHint="search"
        aria-label={t('account:header.searchLabel')}
        placeholder={placeholder}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <button
        type="submit"
        className="search-box__submit"
        aria-label={t('account:header.searchSubmit')}
      />
    </form>
  );
}
