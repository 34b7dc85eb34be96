import type { IncomingMessage } from 'node:http';

import type { Request } from 'express';
import { describe, expect, it } from 'vitest';

import { pagePaths } from '../../shared/routing/route-manifest';
import type { PageRequest } from '../request/page-request';
import { pageRequestFor } from '../request/resolve-page-request';
import { routeTemplate, UNMATCHED_ROUTE } from './route-template';

function requestFor(originalUrl: string, routePath?: string): Request {
  return { originalUrl, route: routePath ? { path: routePath } : undefined } as Request;
}

/** The page request the kept-page front makes for every GET, whatever its path. */
function frontPageRequest(url: string): PageRequest {
  return pageRequestFor({ url, headers: {} } as IncomingMessage);
}

describe('routeTemplate', () => {
  it.each([
    ['/', 200, '/'],
    ['/en', 200, '/'],
    ['/ja/m', 200, '/m'],
    ['/game-library?channel=x', 200, '/game-library'],
    ['/game-library/12345', 200, '/game-library/:slug'],
    [`/en/m${pagePaths.gameRole(9)}`, 200, '/m/game-library/:slug'],
    ['/game-library/search?searchValue=abc', 200, '/game-library/search'],
    [pagePaths.partnerDetail(7), 200, '/game-partner/:slug'],
    [`/m${pagePaths.removeAccount(3)}?verify_token=t`, 200, '/m/profile/:slug'],
    ['/terms', 200, '/terms/:slug?'],
    ['/privacy/2', 200, '/privacy/:slug?'],
    [pagePaths.topupAgreement(1), 200, '/topup/:slug'],
    ['/terms.html', 200, '/:file'],
    ['/favicon.svg', 200, '/:file'],
    ['/assets/entry-abc.js', 200, '/assets/*'],
    ['/api/visitor/game/list?page=1', 200, '/api/*'],
    ['/api/anything/else', 404, '/api/*'],
    ['/no-such-page', 404, UNMATCHED_ROUTE],
    ['/x.php', 404, UNMATCHED_ROUTE],
    ['/about-us/deeper/still', 404, UNMATCHED_ROUTE],
    ['/game-library/999999', 404, '/game-library/:slug'],
  ])('%s (%i) is %s, with a page request or without', (url, status, template) => {
    expect(routeTemplate(requestFor(url), status, undefined)).toBe(template);
    expect(routeTemplate(requestFor(url), status, frontPageRequest(url))).toBe(template);
  });

  it("takes Express's own route where one answered", () => {
    expect(routeTemplate(requestFor('/qr/wechat.svg', '/qr/:file'), 200, undefined)).toBe(
      '/qr/:file',
    );
    expect(routeTemplate(requestFor('/healthz', '/healthz'), 200, undefined)).toBe('/healthz');
  });

  it("takes the page's route from the page request", () => {
    // The original URL is not looked up again: the page request's route is the answer.
    const request = requestFor('/unparsed');
    expect(routeTemplate(request, 200, frontPageRequest('/en/m/game-library/search'))).toBe(
      '/m/game-library/search',
    );
    expect(routeTemplate(request, 200, frontPageRequest('/en'))).toBe('/');
    expect(routeTemplate(request, 404, frontPageRequest('/en/no-such-page'))).toBe(UNMATCHED_ROUTE);
  });
});
