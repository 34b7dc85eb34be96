/**
 * Every page answers when the upstream fails: unreachable (closed port), answering 503, or never
 * answering. Streamed sections show the load error in a 200 page; a page whose awaited call fails
 * is the "temporarily unavailable" page with 503. An upstream that fails at once is not waited
 * for; one that never answers is cut at the deadline. The process lives on (an unhandled
 * rejection would also fail the run).
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { AppMetrics } from '../../server/metrics/metrics';
import { resources } from '../../shared/i18n/catalogues';
import { parsePrefixedPath, pathPrefix } from '../../shared/routing/prefixed-path';
import type { RouteName } from '../../shared/routing/route-manifest';
import { matchRoute } from '../../shared/routing/route-table';
import { elements, parseHtml, withClass } from '../helpers/html';
import { pageRoutes } from '../helpers/sample-ids';
import { appBehindUpstream, DESKTOP_UA, MOBILE_UA, type TestApp } from '../helpers/test-app';
import {
  closedPortUrl,
  type LoopbackUpstream,
  startSilentUpstream,
  startUnavailableUpstream,
} from '../helpers/upstreams';

const UNAVAILABLE_HEADING = resources.zh.core.errors.unavailableHeading;
/** Any ids: the upstream fails before it could tell whether they exist. */
const IDS = { gameId: 1, entityId: 101, partnerId: 1 };

/** Pages whose data is awaited (it decides 404): their failure is the 503 unavailable page. */
const CRITICAL: readonly RouteName[] = ['gameLibraryItem', 'gamePartnerItem'];
/** Pages whose data streams in after the shell: their failure is a load error in the page. */
const STREAMED: readonly RouteName[] = [
  'home',
  'gameLibrary',
  'gameLibrarySearch',
  'gamePartner',
  'activity',
];

/** The manifest's name of a sample route (a path below the prefixes, maybe with a query). */
function routeName(route: string): RouteName | undefined {
  return matchRoute(parsePrefixedPath(route.split('?')[0]!))?.name;
}

interface Answer {
  path: string;
  route: string;
  status: number;
  text: string;
}

async function fetchAll(app: TestApp, mobile: boolean): Promise<Answer[]> {
  const prefix = pathPrefix('zh', mobile);
  return Promise.all(
    pageRoutes(IDS, mobile).map(async (route) => {
      const path = route === '/' ? prefix || '/' : `${prefix}${route}`;
      const response = await request(app.app)
        .get(path)
        .set('User-Agent', mobile ? MOBILE_UA : DESKTOP_UA)
        .set('Cookie', 'locale=zh');
      return { path, route, status: response.status, text: response.text };
    }),
  );
}

function expectGracefulFailure(answers: Answer[]): void {
  for (const answer of answers) {
    const document = parseHtml(answer.text);
    expect(elements(document, 'h1'), answer.path).not.toEqual([]);
    if (CRITICAL.includes(routeName(answer.route)!)) {
      expect(answer.status, answer.path).toBe(503);
      expect(answer.text, answer.path).toContain(UNAVAILABLE_HEADING);
      expect(answer.text, answer.path).not.toContain('Internal Server Error');
      expect(answer.text, answer.path).not.toMatch(/at \w+ \(|node_modules/);
    } else if (STREAMED.includes(routeName(answer.route)!)) {
      expect(answer.status, answer.path).toBe(200);
      expect(withClass(document, 'load-error'), answer.path).not.toEqual([]);
    } else {
      // About us needs no data; the profile renders its visitor view without the API.
      expect(answer.status, answer.path).toBe(200);
    }
  }
}

async function expectAlive(app: TestApp): Promise<void> {
  const health = await request(app.app).get('/healthz');
  expect(health.status).toBe(200);
}

/** The pages' failed upstream calls by reason, from the app's own metrics. */
async function pageFailures(metrics: AppMetrics): Promise<Map<string, number>> {
  const metric = await metrics.registry.getSingleMetric('upstream_failures_total')?.get();
  const reasons = new Map<string, number>();
  for (const { labels, value } of metric?.values ?? []) {
    if (labels.source !== 'page') continue;
    const reason = String(labels.reason);
    reasons.set(reason, (reasons.get(reason) ?? 0) + value);
  }
  return reasons;
}

describe.each([
  [
    'unreachable (closed port)',
    async () => ({ url: await closedPortUrl(), close: async () => {} }),
    'refused',
  ],
  ['answering 503', startUnavailableUpstream, 'http_5xx'],
])('with the upstream %s', (_name, start: () => Promise<LoopbackUpstream>, reason) => {
  const metrics = new AppMetrics();
  const behind = appBehindUpstream(start, { metrics });

  it.each([false, true])(
    'every page answers at once, in its error state (mobile: %s)',
    async (mobile) => {
      const answers = await fetchAll(behind.app, mobile);
      expectGracefulFailure(answers);
      // Each failure was the upstream's own answer, taken as it came: no call waited for the
      // deadline.
      expect([...(await pageFailures(metrics)).keys()]).toEqual([reason]);
      await expectAlive(behind.app);
    },
  );
});

describe('with an upstream that never answers', () => {
  const metrics = new AppMetrics();
  const behind = appBehindUpstream(startSilentUpstream, { metrics });

  it('every page of both trees answers, its calls cut at the deadline', async () => {
    const answers = (
      await Promise.all([fetchAll(behind.app, false), fetchAll(behind.app, true)])
    ).flat();
    expectGracefulFailure(answers);
    // The deadline ended the calls (and a render that ended cancelled its calls still waiting).
    const reasons = await pageFailures(metrics);
    expect(reasons.get('timeout')).toBeGreaterThan(0);
    expect([...reasons.keys()].filter((reason) => reason !== 'canceled').sort()).toEqual([
      'timeout',
    ]);
    await expectAlive(behind.app);
  });
});
