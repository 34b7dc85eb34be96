/**
 * When the upstream fails (answers 503, cannot be reached, never answers), a detail or chat page
 * keeps the site's header and footer and answers 503 with a translated message and a retry; a
 * list page keeps its 200 and offers a retry in the failed section. An unknown id stays a 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { HTTP_TIMEOUT_MS } from '../../shared/api/http-constants';
import { pagePaths } from '../../shared/routing/route-manifest';
import { appBehindUpstream, startTestApp, type TestApp } from '../helpers/test-app';
import { requestTreePage } from '../helpers/tree-page';
import {
  closedPortUrl,
  type LoopbackUpstream,
  startSilentUpstream,
  startUnavailableUpstream,
} from '../helpers/upstreams';
import { expectSectionError, expectUnavailablePage } from './error-states';

/** Any ids: the upstream fails before it could tell whether they exist. */
const DETAIL_ROUTES = [
  '/game-library/1',
  pagePaths.gameRole(101),
  pagePaths.roleInfo(101),
  pagePaths.partnerDetail(1),
  pagePaths.partnerChat(1),
];

async function unreachable(): Promise<LoopbackUpstream> {
  return { url: await closedPortUrl(), close: async () => {} };
}

describe.each([
  ['answering 503', startUnavailableUpstream],
  ['unreachable', unreachable],
])('with the upstream %s', (_name, start: () => Promise<LoopbackUpstream>) => {
  const behind = appBehindUpstream(start);

  describe.each(['zh', 'en'] as const)('in %s', (lang) => {
    it.each(DETAIL_ROUTES)('%s is 503 with the chrome, the message and a retry', async (route) => {
      const { path, answer } = requestTreePage(behind.app.app, lang, false, route);
      expectUnavailablePage(await answer, lang, path);
    });

    it('keeps the mobile chrome too', async () => {
      const { path, answer } = requestTreePage(behind.app.app, lang, true, '/game-library/1');
      const response = await answer;
      expectUnavailablePage(response, lang, path);
      expect(response.text).toContain('layout--mobile');
    });

    it.each(['/game-library', '/game-partner', '/activity'])(
      '%s keeps its 200 and offers a retry in the failed section',
      async (route) => {
        const { path, answer } = requestTreePage(behind.app.app, lang, false, route);
        expectSectionError(await answer, lang, path);
      },
    );
  });
});

describe('with an upstream that never answers', () => {
  const behind = appBehindUpstream(startSilentUpstream);

  it(
    'a game page is 503 with the message once the upstream deadline has passed',
    async () => {
      const { path, answer } = requestTreePage(behind.app.app, 'en', false, '/game-library/1');
      expectUnavailablePage(await answer, 'en', path);
    },
    HTTP_TIMEOUT_MS + 10_000,
  );
});

describe('with a working upstream', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it.each([
    '/game-library/999999',
    pagePaths.gameRole(999999),
    pagePaths.roleInfo(999999),
    pagePaths.partnerDetail(999999),
    pagePaths.partnerChat(999999),
  ])('an unknown id is still a 404: %s', async (route) => {
    const { path, answer } = requestTreePage(app.app, 'en', false, route);
    const response = await answer;
    expect(response.status, path).toBe(404);
    expect(response.text, path).toContain(`Page not found: ${path}`);
  });
});
