/**
 * The server preloads the chunks of a page by the source modules its routes name: every route
 * that loads code when matched names what it loads, the module a page's route loads is the one it
 * names, and a legal page names the page module it loads beside its document.
 */
import { existsSync } from 'node:fs';

import type { RouteObject } from 'react-router-dom';
import { expect, it } from 'vitest';

import { everyTreeRoutes } from '../../tests/helpers/tree-routes';
import { lazyModulesById } from './lazy-modules';

const routes = everyTreeRoutes();
const modulesById = lazyModulesById(routes);

function flatten(table: readonly RouteObject[]): RouteObject[] {
  return table.flatMap((route) => [route, ...flatten(route.children ?? [])]);
}
const lazyRoutes = flatten(routes).filter((route) => route.lazy !== undefined);

it('names the modules of every route that loads code when matched', () => {
  expect(lazyRoutes.length).toBeGreaterThan(20);
  for (const route of lazyRoutes) {
    const modules = modulesById.get(route.id ?? '');
    expect(modules, route.id).toBeDefined();
    for (const module of modules ?? []) expect(existsSync(module), module).toBe(true);
  }
});

it('names the module a page or a layout loads', async () => {
  expect(modulesById.get('zh-pc-home')).toEqual(['client/pages/home/HomePage.tsx']);
  expect(modulesById.get('zh-m')).toEqual(['client/mobile/MobileLayout.tsx']);
  const home = lazyRoutes.find((route) => route.id === 'zh-pc-home');
  expect(typeof home?.lazy === 'function' && (await home.lazy())).toBe(
    await import('../pages/home/HomePage'),
  );
});

it('names the page module of a legal document, which loads it', () => {
  expect(modulesById.get('zh-legal-terms')).toEqual(['client/legal/LegalPage.tsx']);
});
