import type { Ref } from 'react';
import { Link, type LinkProps, useLocation, useNavigate } from 'react-router-dom';

import { buildSitePath } from '../../shared/routing/site-path';
import { useSite } from '../app/site-context';
import { mergeQuery } from '../app/site-links';

export interface AppLinkProps extends Omit<LinkProps, 'to'> {
  /** Path inside the current tree and language, e.g. `/game-library/3`. */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** A link inside the site: adds the language and tree prefix and keeps the current query. */
export function AppLink({ to, ...props }: AppLinkProps) {
  return <Link to={useSiteHref(to)} {...props} />;
}

export function useSiteHref(to: string): string {
  const { lang, mobile } = useSite();
  const { search } = useLocation();
  return mergeQuery(search, buildSitePath({ lang, mobile, rest: to }));
}

/** `navigate()` with the same prefix and query rules as AppLink. */
export function useSiteNavigate(): (to: string, options?: { replace?: boolean }) => void {
  const { lang, mobile } = useSite();
  const { search } = useLocation();
  const navigate = useNavigate();
  return (to, options) => {
    void navigate(mergeQuery(search, buildSitePath({ lang, mobile, rest: to })), options);
  };
}
