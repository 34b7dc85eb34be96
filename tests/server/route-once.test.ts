/**
 * A page request's route is matched once, by the server, with react-router's matcher over the
 * tree's table: the render is handed the route and renders it from that route's branch alone,
 * the very page the whole tree renders.
 *
 * The server's route lookups and react-router's searches of the table are counted through the
 * modules the server imports them from; the render runs in Vite's module graph, which these
 * stand-ins do not reach.
 */
import { Writable } from 'node:stream';

import type * as ReactRouter from 'react-router-dom';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import type { RenderResult } from '../../shared/render-contract';
import { parsePrefixedPath } from '../../shared/routing/prefixed-path';
import { pagePaths } from '../../shared/routing/route-manifest';
import type * as RouteTable from '../../shared/routing/route-table';
import { findPageRoute } from '../../shared/routing/route-table';
import { countedRenders } from '../helpers/counted-renders';
import { sampleIds } from '../helpers/sample-ids';
import { DESKTOP_UA, MOBILE_UA, startTestApp, type TestApp } from '../helpers/test-app';

const { counted, counting } = vi.hoisted(() => {
  const counts = { lookups: 0, searches: 0 };
  return {
    counted: counts,
    /** `call`, adding one to `counts[name]` each time it runs. */
    counting:
      <Args extends unknown[], Result>(
        name: keyof typeof counts,
        call: (...args: Args) => Result,
      ) =>
      (...args: Args): Result => {
        counts[name] += 1;
        return call(...args);
      },
  };
});

vi.mock('../../shared/routing/route-table', async (importOriginal) => {
  const table = await importOriginal<typeof RouteTable>();
  return {
    ...table,
    matchRoute: counting('lookups', table.matchRoute),
    findPageRoute: counting('lookups', table.findPageRoute),
  };
});

vi.mock('react-router-dom', async (importOriginal) => {
  const router = await importOriginal<typeof ReactRouter>();
  return { ...router, matchRoutes: counting('searches', router.matchRoutes) };
});

/** A crawler waits for all of a page's data, so that both renders below are complete. */
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

interface SeenRender {
  path: string;
  routeId: string | undefined;
  /** The same page rendered from the whole tree, as before the route was handed on. */
  wholeTree: Promise<string>;
}

async function htmlOf(result: Promise<RenderResult>): Promise<string> {
  const rendered = await result;
  if (rendered.kind === 'response') return rendered.response.text();
  const chunks: Buffer[] = [];
  return new Promise((resolve) => {
    rendered.pipe(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk);
          done();
        },
        final(done) {
          resolve(Buffer.concat(chunks).toString());
          done();
        },
      }),
    );
  });
}

function resetCounts(): void {
  counted.lookups = 0;
  counted.searches = 0;
}

const seen: SeenRender[] = [];
let testApp: TestApp;

const watched = countedRenders((pageRequest, input, render) => {
  seen.push({
    path: new URL(pageRequest.url).pathname,
    routeId: input.routeId,
    wholeTree: htmlOf(render(new Request(pageRequest.url), { ...input, routeId: undefined })),
  });
});

beforeAll(async () => {
  testApp = await startTestApp({ renderEntry: watched.entry });
});
afterAll(() => testApp.close());

describe('a page request', () => {
  it('is matched once by the server, and rendered from that route as the whole tree renders it', async () => {
    const ids = await sampleIds(testApp.upstreamUrl);
    const pages = [
      { path: '/', status: 200 },
      { path: pagePaths.game(ids.gameId), status: 200 },
      { path: `/en${pagePaths.partnerDetail(ids.partnerId)}`, status: 200 },
      { path: `/ja/m${pagePaths.partnerStory(ids.partnerId)}`, status: 200, mobile: true },
      { path: pagePaths.game(99_999_999), status: 404 },
      { path: '/no-such-page', status: 404 },
    ];
    for (const { path, status, mobile } of pages) {
      seen.length = 0;
      const answer = await request(testApp.app)
        .get(path)
        .set('User-Agent', mobile ? `${MOBILE_UA} Googlebot/2.1` : GOOGLEBOT);
      expect(answer.status, path).toBe(status);
      expect(seen, path).toHaveLength(1);
      const [render] = seen;
      expect(render!.routeId, path).toBe(findPageRoute(parsePrefixedPath(path))?.id);
      if (path === '/no-such-page') expect(render!.routeId).toBeUndefined();
      else expect(render!.routeId, path).toMatch(/\w/);
      expect(answer.text, path).toBe(await render!.wholeTree);
    }
  });
});

describe('the route of a page request', () => {
  let cachedApp: TestApp;
  const rendered = countedRenders();
  beforeAll(async () => {
    cachedApp = await startTestApp({
      env: { PAGE_CACHE_SECONDS: '60' },
      renderEntry: rendered.entry,
    });
  });
  afterAll(() => cachedApp.close());

  it('is looked up once per request, and searched for once per path, on misses and on a hit', async () => {
    const ids = await sampleIds(cachedApp.upstreamUrl);
    const pages = [
      { path: '/', mobile: false },
      { path: pagePaths.game(ids.gameId), mobile: false },
      { path: `/en${pagePaths.partnerDetail(ids.partnerId)}`, mobile: false },
      { path: `/ja/m${pagePaths.partnerStory(ids.partnerId)}`, mobile: true },
    ];
    for (const path of ['/no-such-page', pagePaths.game(99_999_999)]) {
      resetCounts();
      const answer = await request(cachedApp.app).get(path).set('User-Agent', DESKTOP_UA);
      expect(answer.status, path).toBe(404);
      expect(counted.lookups, `${path}: the server's route lookups`).toBe(1);
    }
    for (const { path, mobile } of pages) {
      const visit = () =>
        request(cachedApp.app)
          .get(path)
          // One origin: each supertest request comes from a port of its own.
          .set('Host', 'site.test')
          .set('User-Agent', mobile ? MOBILE_UA : DESKTOP_UA)
          .set('Accept-Language', 'zh-CN');
      // A key is kept from its second request on: the first two are rendered, the third is a hit.
      for (const [nth, label, rendersOf] of [
        [1, 'miss', 1],
        [2, 'miss', 1],
        [3, 'hit', 0],
      ] as const) {
        const which = `${path}, visit ${nth}`;
        // Until the second visit's copy is kept, a request waits for it.
        if (nth === 3) await visit().expect(200);
        resetCounts();
        const rendersBefore = rendered.renders();
        const answer = await visit();
        expect(answer.status, which).toBe(200);
        expect(answer.headers['x-page-cache'], which).toBe(label);
        expect(counted.lookups, `${which}: the server's route lookups`).toBe(1);
        // A path's first visit in this file searches the table; every later one finds it
        // remembered.
        if (nth === 1) expect(counted.searches, `${which}: table searches`).toBeLessThan(2);
        else expect(counted.searches, `${which}: table searches`).toBe(0);
        expect(rendered.renders() - rendersBefore, `${which}: renders`).toBe(rendersOf);
      }
    }
  });
});
