import http from 'node:http';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { RENDER_CONCURRENCY, RENDER_QUEUE } from '../../server/render/page-handler';
import { pagePaths } from '../../shared/routing/route-manifest';
import { listen } from '../helpers/listen';
import { sampleIds } from '../helpers/sample-ids';
import { DESKTOP_UA, type ServedTestApp, serveTestApp } from '../helpers/test-app';

/**
 * However many pages are asked for at once, no more than RENDER_CONCURRENCY renders run and
 * RENDER_QUEUE wait: the rest are told 503 with Retry-After at once. The upstream holds every
 * call until the test lets go, so the renders in flight are exactly the calls it holds.
 */
let site: ServedTestApp;
const held = new Set<string>();
let gameId: number;
let release!: () => void;
const released = new Promise<void>((resolve) => (release = resolve));

beforeAll(async () => {
  site = await serveTestApp({
    inFrontOfDemo: async (demoUrl) => {
      gameId = (await sampleIds(demoUrl)).gameId;
      return listen(
        http.createServer((req, res) => {
          held.add(String(req.headers['x-request-id']));
          void released
            .then(() => fetch(`${demoUrl}${req.url}`, { headers: { lan: 'zh' } }))
            .then(async (answer) => {
              res.writeHead(answer.status, { 'Content-Type': 'application/json' });
              res.end(await answer.text());
            });
        }),
      );
    },
  });
});
afterAll(async () => {
  release();
  await site?.close();
});

interface Answer {
  status: number;
  retryAfter?: string;
}

function get(path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${site.url}${path}`, { headers: { 'User-Agent': DESKTOP_UA } }, (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] }),
        );
      })
      .on('error', reject);
  });
}

describe('render bounds', () => {
  it('runs at most the configured renders, queues the configured number and refuses the rest', async () => {
    const extra = 7;
    const finished: Answer[] = [];
    const answers = Array.from({ length: RENDER_CONCURRENCY + RENDER_QUEUE + extra }, (_, index) =>
      get(pagePaths.game(gameId + 1000 + index)).then((answer) => {
        finished.push(answer);
        return answer;
      }),
    );
    // Whichever arrive last are refused at once, while the rest are held or waiting.
    await expect
      .poll(() => finished.length >= extra && held.size >= RENDER_CONCURRENCY, {
        timeout: 25_000,
      })
      .toBe(true);
    expect(finished.map((answer) => [answer.status, answer.retryAfter])).toEqual(
      Array(extra).fill([503, '1']),
    );
    // Each render's calls carry its visitor's request id; distinct games share no call.
    expect(held.size).toBe(RENDER_CONCURRENCY);
    release();
    const statuses = (await Promise.all(answers)).map((answer) => answer.status);
    expect(statuses.filter((status) => status === 404)).toHaveLength(
      RENDER_CONCURRENCY + RENDER_QUEUE,
    );
    expect(held.size).toBe(RENDER_CONCURRENCY + RENDER_QUEUE);
  });
});
