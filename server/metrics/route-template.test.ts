import type { Request } from 'express';
import { describe, expect, it } from 'vitest';

import { pagePaths } from '../../shared/routing/route-manifest';
import { matchRoute } from '../../shared/routing/route-table';
import type { PageRequest } from '../request/page-request';
import { routeTemplate, UNMATCHED_ROUTE } from './route-template';

function requestFor(originalUrl: string, routePath?: string): Request {
  return { originalUrl, route: routePath ? { path: routePath } : undefined } as Request;
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
  ])('%s (%i) is %s', (url, status, template) => {
    expect(routeTemplate(requestFor(url), status, undefined)).toBe(template);
  });

  it("takes Express's own route where one answered", () => {
    expect(routeTemplate(requestFor('/qr/wechat.svg', '/qr/:file'), 200, undefined)).toBe(
      '/qr/:file',
    );
    expect(routeTemplate(requestFor('/healthz', '/healthz'), 200, undefined)).toBe('/healthz');
  });

  it("takes the page's route where the request reached the pages", () => {
    const pageRequest = (path: string, mobile: boolean): PageRequest => ({
      lang: 'en',
      mobile,
      rest: path,
      route: matchRoute({ lang: 'en', mobile, rest: path }),
      device: 'pc',
      deviceHeader: 'User-Agent',
    });
    // The original URL is not read again: the page request's route is the answer.
    const request = requestFor('/unparsed');
    expect(routeTemplate(request, 200, pageRequest('/game-library/search', true))).toBe(
      '/m/game-library/search',
    );
    expect(routeTemplate(request, 200, pageRequest('/', false))).toBe('/');
    expect(routeTemplate(request, 404, pageRequest('/no-such-page', false))).toBe(UNMATCHED_ROUTE);
  });
});
