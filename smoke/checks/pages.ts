import { ROUTE_MANIFEST } from '../../shared/routing/route-manifest';
import type { CheckContext, NamedCheck } from '../check';
import { CheckFailed, DESKTOP_UA, PHONE_UA } from '../site';

const LANGUAGES = [
  { prefix: '', lang: 'zh', htmlLang: 'zh-CN' },
  { prefix: '/en', lang: 'en', htmlLang: 'en' },
  { prefix: '/ja', lang: 'ja', htmlLang: 'ja' },
] as const;

const DEVICES = [
  { tree: '', device: 'desktop', ua: DESKTOP_UA },
  { tree: '/m', device: 'phone', ua: PHONE_UA },
] as const;

/** The pages checked in each form, as the route manifest's patterns; `:slug` is a game the API lists. */
export const PAGE_ROUTES: readonly string[] = (
  ['home', 'aboutUs', 'activity', 'gameLibrary', 'gameLibraryItem', 'gamePartner'] as const
).map((name) => ROUTE_MANIFEST[name].pattern);

/** Markup of a page that shows its "failed to load" state: its server-side data did not load. */
const LOAD_ERROR = /class="[^"]*\bload-error\b/;

/** The page's markup without its scripts, whose payload may name strings the page does not show. */
function shownMarkup(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
}

/** What is wrong with the upstream, to append to a page's failure, or why it is not that. */
async function upstreamHint({ facts }: CheckContext): Promise<string> {
  const state = await facts.upstream();
  return state.healthy
    ? "the upstream answers /api, so this page's own call failed: the site's warn log line names the endpoint and the reason"
    : state.description;
}

function pageCheck(
  route: string,
  lang: string,
  htmlLang: string,
  prefix: string,
  device: string,
  tree: string,
  ua: string,
): NamedCheck {
  return {
    group: 'pages',
    name: `page ${lang} ${device} ${route}`,
    run: async (context) => {
      const { site, facts } = context;
      const rest = route.includes(':slug') ? route.replace(':slug', await facts.gameId()) : route;
      const path = `${prefix}${tree}${rest === '/' ? '' : rest}` || '/';
      const answer = await site.page(path, { ua, lang });
      const markup = shownMarkup(answer.body);
      if (answer.status === 503) {
        throw new CheckFailed(
          `${path} answered 503, the "unavailable" page: its data did not load; ${await upstreamHint(context)}`,
          { path, status: answer.status },
        );
      }
      if (answer.status !== 200) {
        throw new CheckFailed(`${path} answered ${answer.status}, not the page`, {
          path,
          status: answer.status,
        });
      }
      const declared = /<html[^>]*\slang="([^"]*)"/.exec(answer.body)?.[1];
      if (declared !== htmlLang) {
        throw new CheckFailed(
          `${path} is in the wrong language: <html lang="${declared}">, not ${htmlLang}`,
        );
      }
      if (!/<title>[^<]+<\/title>/.test(answer.body))
        throw new CheckFailed(`${path} has no <title>`);
      if (markup.includes('Page not found'))
        throw new CheckFailed(`${path} shows "Page not found"`);
      if (LOAD_ERROR.test(markup)) {
        throw new CheckFailed(
          `${path} shows its "failed to load" state; ${await upstreamHint(context)}`,
          { path },
        );
      }
      return { details: { path, bytes: answer.body.length } };
    },
  };
}

/** Each main page in all six URL forms (zh, en, ja; desktop and phone): one check each. */
export const pages: readonly NamedCheck[] = PAGE_ROUTES.flatMap((route) =>
  LANGUAGES.flatMap(({ prefix, lang, htmlLang }) =>
    DEVICES.map(({ tree, device, ua }) =>
      pageCheck(route, lang, htmlLang, prefix, device, tree, ua),
    ),
  ),
);
