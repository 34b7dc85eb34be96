/** Concurrent identical GETs of the server's clients, against a real local upstream that counts. */
import http from 'node:http';

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { createApiClient } from '../../../shared/api/client';
import type { ApiCall } from '../../../shared/api/request';
import { listen, type Listening } from '../../helpers/listen';

let server: Listening;
const hits: string[] = [];
/** Opens the held answers, and lets every later one go at once. */
let releaseAnswers: () => void;
let answersReleased: Promise<void>;

beforeAll(async () => {
  const upstream = http.createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    const n = hits.length;
    void answersReleased.then(() => {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ error_code: 0, error_message: '', payload: { n } }));
    });
  });
  server = await listen(upstream);
});
beforeEach(() => {
  hits.length = 0;
  // Every call waits upstream until the test has them all in flight together.
  answersReleased = new Promise((resolve) => {
    releaseAnswers = resolve;
  });
});
afterAll(() => server.close());

/** A server-side client, as each page request makes one. */
function serverClient(
  requestId: string,
  shareAcrossRequests = true,
  trace: Record<string, string> = {},
) {
  return createApiClient({
    baseURL: server.url,
    lang: 'zh',
    platformSource: 'web',
    headers: { 'X-Request-Id': requestId, ...trace },
    shareAcrossRequests,
  });
}

/** Lets the upstream answer once a first call has reached it, then answers `calls`. */
async function answeredOnceArrived<T>(calls: Promise<T>[]): Promise<T[]> {
  await vi.waitFor(() => expect(hits.length).toBeGreaterThan(0));
  releaseAnswers();
  return Promise.all(calls);
}

/** A checked GET: its parse copies the payload, as the endpoints' schema checks do. */
function checkedGet(path: string, signal?: AbortSignal): ApiCall<{ n: number }> {
  return {
    method: 'GET',
    path,
    signal,
    parse: async (payload) => ({ ...(payload as { n: number }) }),
  };
}

describe('server clients sharing identical GETs', () => {
  it('sends one upstream call for many concurrent identical checked GETs', async () => {
    const answers = await answeredOnceArrived(
      Array.from({ length: 8 }, (_, i) =>
        serverClient(`r${i}`).request(checkedGet('/api/visitor/game/list')),
      ),
    );
    expect(hits).toEqual(['GET /api/visitor/game/list']);
    expect(new Set(answers.map((answer) => answer.n))).toEqual(new Set([1]));
    // Each caller gets its own copy, so no page can change another's data.
    expect(answers[0]).not.toBe(answers[1]);
  });

  it('shares calls whose requests carry different trace contexts', async () => {
    await answeredOnceArrived(
      Array.from({ length: 4 }, (_, i) =>
        serverClient(`r${i}`, true, {
          traceparent: `00-${String(i).padStart(32, '0')}-00f067aa0ba902b7-01`,
          tracestate: `v=${i}`,
        }).request(checkedGet('/api/visitor/game/list')),
      ),
    );
    expect(hits).toEqual(['GET /api/visitor/game/list']);
  });

  it('sends again once the shared call has answered', async () => {
    // One call after the other: nothing to hold.
    releaseAnswers();
    await serverClient('a').request(checkedGet('/api/visitor/game/list'));
    await serverClient('b').request(checkedGet('/api/visitor/game/list'));
    expect(hits).toHaveLength(2);
  });

  it('keeps calls with another path, language or unchecked payload apart', async () => {
    const english = createApiClient({
      baseURL: server.url,
      lang: 'en',
      platformSource: 'web',
      shareAcrossRequests: true,
    });
    await answeredOnceArrived([
      serverClient('a').request(checkedGet('/api/visitor/game/list')),
      serverClient('b').request(checkedGet('/api/visitor/game/detail?game_id=1')),
      english.request(checkedGet('/api/visitor/game/list')),
      serverClient('c').request({ method: 'GET', path: '/api/visitor/game/list' }),
      serverClient('d', false).request(checkedGet('/api/visitor/game/list')),
    ]);
    expect(hits).toHaveLength(5);
  });

  it("lets one caller stop waiting without cancelling the others' call", async () => {
    const gone = new AbortController();
    const leaving = serverClient('a').request(checkedGet('/api/visitor/game/list', gone.signal));
    const staying = serverClient('b').request(checkedGet('/api/visitor/game/list'));
    gone.abort();
    await expect(leaving).rejects.toThrow();
    await expect(answeredOnceArrived([staying])).resolves.toEqual([{ n: 1 }]);
    expect(hits).toHaveLength(1);
  });
});
