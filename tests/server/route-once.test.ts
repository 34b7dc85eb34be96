/**
 * A page request's route is matched once, by the server, with react-router's matcher over the
 * tree's table: the render is handed the route and renders it from that route's branch alone,
 * the very page the whole tree renders.
 */
import { Writable } from 'node:stream';

import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { RenderResult } from '../../shared/render-contract';
import { parsePrefixedPath } from '../../shared/routing/prefixed-path';
import { pagePaths } from '../../shared/routing/route-manifest';
import { findPageRoute } from '../../shared/routing/route-table';
import { sampleIds } from '../helpers/sample-ids';
import { sourceRenderEntry } from '../helpers/source-render-entry';
import { MOBILE_UA, startTestApp, type TestApp } from '../helpers/test-app';

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

const seen: SeenRender[] = [];
let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp({
    renderEntry: async () => {
      const entry = await sourceRenderEntry(process.cwd());
      return {
        ...entry,
        loadRender: async () => {
          const render = await entry.loadRender();
          return (pageRequest, input) => {
            seen.push({
              path: new URL(pageRequest.url).pathname,
              routeId: input.routeId,
              wholeTree: htmlOf(
                render(new Request(pageRequest.url), { ...input, routeId: undefined }),
              ),
            });
            return render(pageRequest, input);
          };
        },
      };
    },
  });
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
