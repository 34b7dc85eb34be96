/**
 * What the upstream sends is checked and cut down to what the pages use before a page renders or
 * serialises it: a field the pages do not use never reaches the HTML, and a payload of the wrong
 * shape is the page's translated error state, never a 500.
 */
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { MAX_LIST_ITEMS } from '../../shared/api/schemas/fields';
import type { Lang } from '../../shared/i18n/languages';
import { pathPrefix } from '../../shared/routing/prefixed-path';
import { pagePaths, routePath } from '../../shared/routing/route-manifest';
import { type SampleIds, sampleIds } from '../helpers/sample-ids';
import { DESKTOP_UA, startTestApp, type TestApp } from '../helpers/test-app';
import { expectSectionError, expectUnavailablePage } from './error-states';
import {
  startTamperingUpstream,
  type TamperingUpstream,
  untouched,
  withFieldEverywhere,
  withPayload,
} from './tampering-upstream';

const SECRET = 'SECRET-FIELD-123';

let upstream: TamperingUpstream;
let testApp: TestApp;
let ids: SampleIds;

beforeAll(async () => {
  testApp = await startTestApp({
    inFrontOfDemo: async (demoUrl) => (upstream = await startTamperingUpstream(demoUrl)),
  });
  ids = await sampleIds(testApp.demoApi!.url);
});
afterEach(() => upstream.setTamper(untouched));
afterAll(() => testApp?.close());

/** A page's path for real ids of the demo data. */
type RouteOf = (ids: SampleIds) => string;

/** The pages under test, named for the test titles. */
const PAGES = {
  home: () => routePath('home'),
  activity: () => routePath('activity'),
  library: () => routePath('gameLibrary'),
  game: (ids) => pagePaths.game(ids.gameId),
  role: (ids) => pagePaths.gameRole(ids.entityId),
  roleInfo: (ids) => pagePaths.roleInfo(ids.entityId),
  search: () => pagePaths.search('角色'),
  partners: () => routePath('gamePartner'),
  partnerDetail: (ids) => pagePaths.partnerDetail(ids.partnerId),
  partnerStory: (ids) => pagePaths.partnerStory(ids.partnerId),
  partnerGames: (ids) => pagePaths.partnerGames(ids.partnerId),
  partnerChat: (ids) => pagePaths.partnerChat(ids.partnerId),
} satisfies Record<string, RouteOf>;

function pagePath(lang: Lang, route: RouteOf): string {
  const rest = route(ids);
  const prefix = pathPrefix(lang, false);
  return rest === '/' ? prefix || '/' : `${prefix}${rest}`;
}

function get(path: string, lang: Lang) {
  return request(testApp.app)
    .get(path)
    .set('User-Agent', DESKTOP_UA)
    .set('Cookie', `locale=${lang}`);
}

describe('an upstream that adds a field on every object', () => {
  it.each(Object.keys(PAGES) as (keyof typeof PAGES)[])(
    '%s shows its data and never the unknown field',
    async (name) => {
      upstream.setTamper(withFieldEverywhere('internal_note', SECRET));
      const path = pagePath('zh', PAGES[name]);
      const response = await get(path, 'zh');
      expect(response.status, path).toBe(200);
      expect(response.text, path).not.toContain('class="load-error"');
      expect(response.text, path).not.toContain(SECRET);
    },
  );
});

interface ShapeCase {
  name: string;
  route: RouteOf;
  call: RegExp;
  payload: (original: unknown) => unknown;
  /** A detail page's data decides the page; a list page's streams into a section. */
  state: 'unavailable' | 'section';
}

const GAME_DETAIL = /\/visitor\/game\/detail\?/;
const FIGURES = /\/legion_zone\/pc_character_figures/;

const SHAPES: ShapeCase[] = [
  {
    name: 'a game detail without a payload',
    route: PAGES.game,
    call: GAME_DETAIL,
    payload: () => null,
    state: 'unavailable',
  },
  {
    name: 'a game detail whose name is a number',
    route: PAGES.game,
    call: GAME_DETAIL,
    payload: (original) => ({ ...(original as object), name: 42 }),
    state: 'unavailable',
  },
  {
    name: 'a role whose related roles are not a list',
    route: PAGES.role,
    call: /\/visitor\/game\/entity\/detail/,
    payload: (original) => ({ ...(original as object), related: 'nope' }),
    state: 'unavailable',
  },
  {
    name: 'partner figures whose list is not a list',
    route: PAGES.partnerDetail,
    call: FIGURES,
    payload: () => ({ list: 'nope' }),
    state: 'unavailable',
  },
  {
    name: 'a game list whose list is not a list',
    route: PAGES.library,
    call: /\/visitor\/game\/list/,
    payload: () => ({ list: 'nope' }),
    state: 'section',
  },
  {
    name: 'home characters whose names are numbers',
    route: PAGES.home,
    call: /\/visitor\/web\/index\/characters/,
    payload: (original) => {
      const data = original as { list: object[] };
      return { ...data, list: data.list.map((character) => ({ ...character, name: 42 })) };
    },
    state: 'section',
  },
  {
    name: 'activities without a payload',
    route: PAGES.activity,
    call: /\/visitor\/web\/activity\/index/,
    payload: () => null,
    state: 'section',
  },
];

describe('a payload of the wrong shape', () => {
  describe.each(['zh', 'en'] as const)('in %s', (lang) => {
    it.each(SHAPES)('$name: the translated error state', async (shape) => {
      upstream.setTamper(withPayload(shape.call, shape.payload));
      const path = pagePath(lang, shape.route);
      const response = await get(path, lang);
      if (shape.state === 'unavailable') expectUnavailablePage(response, lang, path);
      else expectSectionError(response, lang, path);
    });
  });
});

describe('an upstream list longer than any page shows', () => {
  let roomy: TestApp;
  beforeAll(async () => {
    // Room for 50,000 real items: the list cap is under test here, not the size limit.
    roomy = await startTestApp({
      upstreamUrl: upstream.url,
      env: { UPSTREAM_MAX_BYTES: String(16 * 1024 * 1024) },
    });
  });
  afterAll(() => roomy.close());

  it('renders at most the capped number of its items', async () => {
    const list = Array.from({ length: 50_000 }, (_, index) => ({
      id: index + 1,
      name: `Game ${index + 1}`,
      cover: '/media/cover.svg',
      genre: 'RPG',
      rating: 9,
      summary: 'A game.',
    }));
    upstream.setTamper(withPayload(/\/visitor\/game\/list/, () => ({ list, total: list.length })));
    const path = pagePath('zh', PAGES.library);
    const response = await request(roomy.app).get(path).set('User-Agent', DESKTOP_UA);
    expect(response.status, path).toBe(200);
    expect(response.text).not.toContain('class="load-error"');
    const cards = response.text.match(/class="card game-card"/g) ?? [];
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(MAX_LIST_ITEMS);
    expect(response.text).toContain(`Game ${MAX_LIST_ITEMS}<`);
    expect(response.text).not.toContain(`Game ${MAX_LIST_ITEMS + 1}<`);
  });
});
