/**
 * What the upstream sends is checked and cut down to what the pages use before a page renders or
 * serialises it: a field the pages do not use never reaches the HTML, and a payload of the wrong
 * shape is the page's translated error state, never a 500.
 */
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { startDemoApi } from '../../demo-api/start-demo-api';
import type { Lang } from '../../shared/i18n/languages';
import { sitePrefix } from '../../shared/routing/site-path';
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

let demo: Awaited<ReturnType<typeof startDemoApi>>;
let upstream: TamperingUpstream;
let testApp: TestApp;
let ids: SampleIds;

beforeAll(async () => {
  demo = await startDemoApi();
  upstream = await startTamperingUpstream(demo.url);
  testApp = await startTestApp({ upstreamUrl: upstream.url });
  ids = await sampleIds(demo.url);
});
afterEach(() => upstream.setTamper(untouched));
afterAll(async () => {
  await testApp.close();
  await upstream.close();
  await demo.close();
});

/** A route with `{game}`, `{entity}` and `{partner}` standing for real ids of the demo data. */
function pagePath(lang: Lang, route: string): string {
  const rest = route
    .replace('{game}', String(ids.gameId))
    .replace('{entity}', String(ids.entityId))
    .replace('{partner}', String(ids.partnerId));
  const prefix = sitePrefix(lang, false);
  return rest === '/' ? prefix || '/' : `${prefix}${rest}`;
}

function get(path: string, lang: Lang) {
  return request(testApp.app)
    .get(path)
    .set('User-Agent', DESKTOP_UA)
    .set('Cookie', `locale=${lang}`);
}

describe('an upstream that adds a field on every object', () => {
  it.each([
    '/',
    '/activity',
    '/game-library',
    '/game-library/{game}',
    '/game-library/game-role-{entity}',
    '/game-library/role-Info-{entity}',
    '/game-library/search?searchValue=%E8%A7%92%E8%89%B2',
    '/game-partner',
    '/game-partner/detail-{partner}',
    '/game-partner/story-{partner}',
    '/game-partner/game-list-{partner}',
    '/game-partner/chat-{partner}',
  ])('%s shows its data and never the unknown field', async (route) => {
    upstream.setTamper(withFieldEverywhere('internal_note', SECRET));
    const path = pagePath('zh', route);
    const response = await get(path, 'zh');
    expect(response.status, path).toBe(200);
    expect(response.text, path).not.toContain('class="load-error"');
    expect(response.text, path).not.toContain(SECRET);
  });
});

interface ShapeCase {
  name: string;
  route: string;
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
    route: '/game-library/{game}',
    call: GAME_DETAIL,
    payload: () => null,
    state: 'unavailable',
  },
  {
    name: 'a game detail whose name is a number',
    route: '/game-library/{game}',
    call: GAME_DETAIL,
    payload: (original) => ({ ...(original as object), name: 42 }),
    state: 'unavailable',
  },
  {
    name: 'a role whose related roles are not a list',
    route: '/game-library/game-role-{entity}',
    call: /\/visitor\/game\/entity\/detail/,
    payload: (original) => ({ ...(original as object), related: 'nope' }),
    state: 'unavailable',
  },
  {
    name: 'partner figures whose list is not a list',
    route: '/game-partner/detail-{partner}',
    call: FIGURES,
    payload: () => ({ list: 'nope' }),
    state: 'unavailable',
  },
  {
    name: 'a game list whose list is not a list',
    route: '/game-library',
    call: /\/visitor\/game\/list/,
    payload: () => ({ list: 'nope' }),
    state: 'section',
  },
  {
    name: 'home characters whose names are numbers',
    route: '/',
    call: /\/visitor\/web\/index\/characters/,
    payload: (original) => {
      const data = original as { list: object[] };
      return { ...data, list: data.list.map((character) => ({ ...character, name: 42 })) };
    },
    state: 'section',
  },
  {
    name: 'activities without a payload',
    route: '/activity',
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
