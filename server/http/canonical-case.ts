import type { RequestHandler } from 'express';

import { buildPrefixedPath } from '../../shared/routing/prefixed-path';
import {
  parseSlug,
  type RouteName,
  routePath,
  type SlugKind,
  slugPath,
} from '../../shared/routing/route-manifest';
import type { PageRequest } from '../request/page-request';
import { pageRequestOf } from '../request/request-context';
import { redirectWithinSite } from './site-redirect';

/**
 * The canonical spelling of a page path (prefixes in lower case, the rest as the manifest has
 * it), or undefined for a path no route has: the route is the one react-router matches, which it
 * does in any case, and a slug is read in any case too (`GAME-ROLE-12`).
 */
function canonicalCasePath(site: PageRequest): string | undefined {
  const found = site.pathRoute;
  if (!found) return undefined;
  let rest = routePath(found.name);
  if (found.slug !== undefined) {
    const slug = parseSlug(found.name, found.slug, { anyCase: true });
    // No spelling of a slug: the page answers 404 to it, whatever its case.
    if (!slug) return undefined;
    rest = slugPath<RouteName>(found.name, slug.kind as SlugKind<RouteName>, slug.id);
  }
  return buildPrefixedPath({ ...site, rest });
}

/**
 * One URL per page, case included: `/ABOUT-US` answers 301 to `/about-us` (query kept) rather
 * than serving a duplicate (the router matches in any case) that names itself canonical.
 */
export function canonicalCase(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    const canonical = canonicalCasePath(pageRequestOf(res));
    if (canonical === undefined || canonical === req.path) next();
    else redirectWithinSite(res, canonical, req.originalUrl, 301);
  };
}
