import { renderToStaticMarkup } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  useHref,
} from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import type { PageContext } from '../../shared/render-contract';
import { PageContextProvider } from '../app/page-context';
import { AppLink, useSiteHref } from './AppLink';

const TARGETS = [
  '/',
  '/game-library/3',
  '/game-library/search?searchValue=a b&x=1',
  '/download#standard',
  '/about-us/',
  '/a/./b/../c',
  '/a//b',
  '/activity?',
  '/activity#',
  '/activity?#top',
  '/.well-known/x',
  '/partner/%E6%98%9F?q=%',
];

/** What the browser's router makes of the same target while it hydrates. */
function RouterHref({ to }: { to: string }) {
  return <i>{useHref(useSiteHref(to))}</i>;
}

function Links() {
  return (
    <>
      {TARGETS.map((to) => (
        <p key={to}>
          <AppLink to={to} />
          <RouterHref to={to} />
        </p>
      ))}
    </>
  );
}

async function render(path: string, mobile: boolean): Promise<string> {
  const handler = createStaticHandler([
    { path: '/', children: [{ path: 'game-library/:slug', Component: Links }] },
    { path: '/m', children: [{ path: 'game-library/:slug', Component: Links }] },
  ]);
  const context = await handler.query(new Request(`https://www.example.com${path}`));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  const pageContext: PageContext = {
    lang: 'zh',
    mobile,
    origin: 'https://www.example.com',
    buildId: 'test',
    config: {},
  };
  return renderToStaticMarkup(
    <PageContextProvider value={pageContext}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </PageContextProvider>,
  );
}

describe('AppLink on the server', () => {
  it.each([
    ['/game-library/7', false],
    ['/m/game-library/7?searchValue=x&channel=ad', true],
  ])('renders the href that useHref gives the browser, on %s', async (path, mobile) => {
    const html = await render(path, mobile);
    const pairs = [...html.matchAll(/<p><a href="([^"]*)"><\/a><i>([^<]*)<\/i><\/p>/g)];
    expect(pairs).toHaveLength(TARGETS.length);
    for (const [, href, routerHref] of pairs) expect(href).toBe(routerHref);
  });
});
