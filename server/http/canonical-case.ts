import type { RequestHandler } from 'express';

import { isLang } from '../../shared/i18n/languages';
import {
  ROUTE_MANIFEST,
  ROUTE_NAMES,
  type RouteDeclaration,
} from '../../shared/routing/route-manifest';
import { buildSitePath, parseSitePath } from '../../shared/routing/site-path';
import { redirectWithinSite } from './site-redirect';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

interface CaseForm {
  /** The route's path, any case. */
  pattern: RegExp;
  /** Its literal segments as the manifest writes them, `undefined` where a parameter goes. */
  segments: readonly (string | undefined)[];
  /** The parameter's entry templates (`game-role-{id}`), any case, and their own spelling. */
  entries: readonly { pattern: RegExp; template: string }[];
}

/** Every route in a form that matches it in any case, built once from the manifest. */
const CASE_FORMS: readonly CaseForm[] = ROUTE_NAMES.map((name) => {
  const declaration: RouteDeclaration = ROUTE_MANIFEST[name];
  const parts = declaration.pattern.split('/').slice(1);
  const source = parts
    .map((part) => {
      if (!part.startsWith(':')) return `/${escapeRegExp(part)}`;
      return part.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    })
    .join('');
  return {
    pattern: new RegExp(`^${source || '/'}$`, 'i'),
    segments: parts.map((part) => (part.startsWith(':') ? undefined : part)),
    entries: Object.values(declaration.entries ?? {}).map((template) => {
      const [before, after] = template.split('{id}') as [string, string];
      return {
        pattern: new RegExp(`^${escapeRegExp(before)}(\\d+)${escapeRegExp(after)}$`, 'i'),
        template,
      };
    }),
  };
});

/** `rest` (below the prefixes) as the manifest spells it, or undefined when no route has it. */
function manifestSpelling(rest: string): string | undefined {
  const form = CASE_FORMS.find(({ pattern }) => pattern.test(rest));
  if (!form) return undefined;
  const given = rest.split('/').slice(1);
  return `/${given
    .map((segment, index) => {
      const literal = form.segments[index];
      if (literal !== undefined) return literal;
      const entry = form.entries.find(({ pattern }) => pattern.test(segment));
      const id = entry?.pattern.exec(segment)?.[1];
      return entry && id !== undefined ? entry.template.replace('{id}', id) : segment;
    })
    .join('/')}`;
}

/**
 * The canonical spelling of a page path (prefixes in lower case, the rest as the manifest has
 * it), or undefined for a path no route has.
 */
export function canonicalCasePath(path: string): string | undefined {
  const segments = path.split('/');
  if (isLang(segments[1]?.toLowerCase())) segments[1] = segments[1]!.toLowerCase();
  const mobileAt = isLang(segments[1]) ? 2 : 1;
  if (segments[mobileAt]?.toLowerCase() === 'm') segments[mobileAt] = 'm';
  const site = parseSitePath(segments.join('/'));
  const rest = manifestSpelling(site.rest);
  return rest === undefined ? undefined : buildSitePath({ ...site, rest });
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
    const canonical = canonicalCasePath(req.path);
    if (canonical === undefined || canonical === req.path) next();
    else redirectWithinSite(res, canonical, req.originalUrl, 301);
  };
}
