/**
 * Searching a game by name finds the game and, grouped below it, its roles and its guides: a
 * visitor who types a game's name wants everything about that game, not only its card.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApiClient } from '../../shared/api/client';
import { SEARCH_QUERY_PARAM } from '../../shared/routing/query-params';
import { attr, elements, first, type HtmlElement, parseHtml, textOf } from '../helpers/html';
import { DESKTOP_UA, MOBILE_UA, startTestApp, type TestApp } from '../helpers/test-app';

let testApp: TestApp;
let gameName: string;

beforeAll(async () => {
  testApp = await startTestApp();
  const api = createApiClient({ baseURL: testApp.upstreamUrl, lang: 'zh', platformSource: 'web' });
  const games = await api.visitor.gameList({ page: 1, page_size: 1 });
  gameName = games.list[0]!.name;
});
afterAll(() => testApp.close());

/** The hits of one result group (game, entity or knowledge), as their titles. */
function groupTitles(document: ReturnType<typeof parseHtml>, group: string): string[] {
  const section = first(
    document,
    (element: HtmlElement) =>
      element.tagName === 'section' && attr(element, 'aria-labelledby') === `search-group-${group}`,
  );
  if (!section) return [];
  return elements(section, (element) => attr(element, 'class') === 'search-hit__title').map(
    (title) => textOf(title).trim(),
  );
}

describe('searching a game by name', () => {
  it.each([
    ['desktop', '/game-library/search', DESKTOP_UA],
    ['mobile', '/m/game-library/search', MOBILE_UA],
  ])('shows the game, its roles and its guides (%s)', async (_tree, path, userAgent) => {
    const response = await request(testApp.app)
      .get(path)
      .query({ [SEARCH_QUERY_PARAM]: gameName })
      .set('User-Agent', userAgent)
      .set('Cookie', 'locale=zh');
    expect(response.status).toBe(200);
    const document = parseHtml(response.text);
    expect(groupTitles(document, 'game')).toContain(gameName);
    expect(groupTitles(document, 'entity').length).toBeGreaterThan(0);
    expect(groupTitles(document, 'knowledge').length).toBeGreaterThan(0);
  });
});
