import type { AnchorHTMLAttributes, FocusEvent, MouseEvent, Ref, TouchEvent } from 'react';
import {
  createPath,
  resolvePath,
  useHref,
  useLinkClickHandler,
  useNavigate,
} from 'react-router-dom';

import { buildPrefixedPath, isSitePath } from '../../shared/routing/prefixed-path';
import { mergeQuery } from '../app/merge-query';
import { usePageContext } from '../app/page-context';
import { usePreloadRoutes } from '../app/route-preload';
import { useNavigationQuery, useRetainedQuery } from '../app/use-retained-query';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Path inside the current tree and language, e.g. `/game-library/3`. */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

type ClickNavigation = ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined;

/**
 * The router's navigation on click, to the target with the query as it is at the click (see
 * useNavigationQuery): a tap while the page hydrates keeps the campaign. The server renders
 * markup only, where a click handler is never used, so its build leaves the hook out: a page
 * renders dozens of links.
 */
const useClickNavigation: (to: string, linkTarget: string | undefined) => ClickNavigation =
  import.meta.env.SSR
    ? () => undefined
    : (to, linkTarget) =>
        useLinkClickHandler<HTMLAnchorElement>(useSiteTarget(to), { target: linkTarget });

type IntentHandlers = Pick<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'onMouseEnter' | 'onFocus' | 'onTouchStart'
>;

/**
 * Hovering, focusing or touching the link starts loading its page's code, so the click finds it
 * loaded, as react-router's `<Link prefetch="intent">` does. The server leaves it out, as above.
 */
const useIntentPreload: (href: string, handlers: IntentHandlers) => IntentHandlers = import.meta.env
  .SSR
  ? (_href, handlers) => handlers
  : (href, { onMouseEnter, onFocus, onTouchStart }) => {
      const preload = usePreloadRoutes();
      return {
        onMouseEnter: (event: MouseEvent<HTMLAnchorElement>) => {
          onMouseEnter?.(event);
          preload(href);
        },
        onFocus: (event: FocusEvent<HTMLAnchorElement>) => {
          onFocus?.(event);
          preload(href);
        },
        onTouchStart: (event: TouchEvent<HTMLAnchorElement>) => {
          onTouchStart?.(event);
          preload(href);
        },
      };
    };

/** What the router's resolution of an absolute path changes: `//`, `.` and `..`, a bare `?` or `#`. */
const NOT_RESOLVED = /\/\/|\/\.|\?#|[?#]$/;

/**
 * The href of a path on this origin, which is always absolute (the router has no basename). On the server
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
export function AppLink({
  to,
  onClick,
  onMouseEnter,
  onFocus,
  onTouchStart,
  ref,
  ...props
}: AppLinkProps) {
  const target = useSiteHref(to);
  const href = useLinkHref(target);
  const navigateOnClick = useClickNavigation(to, props.target);
  const intent = useIntentPreload(href, { onMouseEnter, onFocus, onTouchStart });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigateOnClick?.(event);
  };
  return <a {...props} {...intent} ref={ref} href={href} onClick={handleClick} />;
}

/** The href of a path inside the tree, as its markup names it (see useRetainedQuery). */
export function useSiteHref(to: string): string {
  const { lang, mobile } = usePageContext();
  const search = useRetainedQuery();
  return mergeQuery(search, buildPrefixedPath({ lang, mobile, rest: to }));
}

/** Where a navigation to a path inside the tree goes now, for the router (browser only). */
function useSiteTarget(to: string): string {
  const { lang, mobile } = usePageContext();
  return mergeQuery(useNavigationQuery(), buildPrefixedPath({ lang, mobile, rest: to }));
}

/**
 * The href of an address that may be a page of this site outside the tree's router (a legal
 * page, a download stand-in in a new tab), with the query that AppLink's carry; another site's
 * address as it is.
 */
export function useRetainedHref(href: string): string {
  const search = useRetainedQuery();
  return isSitePath(href) ? mergeQuery(search, href) : href;
}

/** `navigate()` with the same prefix and query rules as AppLink. */
export function useSiteNavigate(): (to: string, options?: { replace?: boolean }) => void {
  const { lang, mobile } = usePageContext();
  const search = useNavigationQuery();
  const navigate = useNavigate();
  return (to, options) => {
    void navigate(mergeQuery(search, buildPrefixedPath({ lang, mobile, rest: to })), options);
  };
}
