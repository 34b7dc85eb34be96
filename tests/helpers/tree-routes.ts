import type { RouteObject } from 'react-router-dom';

import { createTreeRoutes } from '../../client/routes';
import { LANGUAGES } from '../../shared/i18n/languages';
import { parsePrefixedPath } from '../../shared/routing/prefixed-path';

const tables = new Map<string, RouteObject[]>();

/** The route table a path's page is rendered and hydrated with: its language's and tree's. */
export function treeRoutesOf(path: string): RouteObject[] {
  const { lang, mobile } = parsePrefixedPath(path);
  const key = `${lang}-${mobile}`;
  let table = tables.get(key);
  if (!table) {
    table = createTreeRoutes(lang, mobile);
    tables.set(key, table);
  }
  return table;
}

/** Every language's and tree's table side by side: each route of the site once, the root six times. */
export function everyTreeRoutes(): RouteObject[] {
  return LANGUAGES.flatMap((lang) =>
    [false, true].flatMap((mobile) => createTreeRoutes(lang, mobile)),
  );
}
