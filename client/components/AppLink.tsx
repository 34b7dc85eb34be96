import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import {
  createPath,
  resolvePath,
  useHref,
  useLinkClickHandler,
  useNavigate,
} from 'react-router-dom';

import { buildSitePath } from '../../shared/routing/site-path';
import { mergeQuery } from '../app/merge-query';
import { usePageContext } from '../app/page-context';
import { useRetainedQuery } from '../app/use-retained-query';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Path inside the current tree and language, e.g. `/game-library/3`. */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

type ClickNavigation = ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined;

/**
 * The router's navigation on click. The server renders markup only, where a click handler is
 * never used, so its build leaves the hook out: a page renders dozens of links.
 */
const useClickNavigation: (target: string, linkTarget: string | undefined) => ClickNavigation =
  import.meta.env.SSR
    ? () => undefined
    : (target, linkTarget) =>
        useLinkClickHandler<HTMLAnchorElement>(target, { target: linkTarget });

/** What the router's resolution of an absolute path changes: `//`, `.` and `..`, a bare `?` or `#`. */
const NOT_RESOLVED = /\/\/|\/\.|\?#|[?#]$/;

/**
 * The href of a site path, which is always absolute (the router has no basename). On the server
 * it is the router's own resolution of the path alone, and most paths are their own: `useHref`
 * would first serialise the matched routes to resolve relative paths, which costs more than the
 * rest of a link.
 */
const useLinkHref: (target: string) => string = import.meta.env.SSR
  ? (target) => (NOT_RESOLVED.test(target) ? createPath(resolvePath(target)) : target)
  : (target) => useHref(target);

/**
 * A link inside the site: adds the language and tree prefix and keeps the current query. Built on
 * react-router's click handler rather than its `<Link>`, whose prefetching support for framework
 * mode (route-module loading, which this app does not use) would ship in the first load.
 */
export function AppLink({ to, onClick, ref, ...props }: AppLinkProps) {
  const target = useSiteHref(to);
  const href = useLinkHref(target);
  const navigateOnClick = useClickNavigation(target, props.target);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigateOnClick?.(event);
  };
  return <a {...props} ref={ref} href={href} onClick={handleClick} />;
}

export function useSiteHref(to: string): string {
  const { lang, mobile } = usePageContext();
  const search = useRetainedQuery();
  return mergeQuery(search, buildSitePath({ lang, mobile, rest: to }));
}

/** `navigate()` with the same prefix and query rules as AppLink. */
export function useSiteNavigate(): (to: string, options?: { replace?: boolean }) => void {
  const { lang, mobile } = usePageContext();
  const search = useRetainedQuery();
  const navigate = useNavigate();
  return (to, options) => {
    void navigate(mergeQuery(search, buildSitePath({ lang, mobile, rest: to })), options);
  };
}
