import type { Check } from '../check';
import { CheckFailed, DESKTOP_UA, jsonOf, PHONE_UA, type Site } from '../site';

const LANGUAGES = [
  { prefix: '', lang: 'zh', htmlLang: 'zh-CN' },
  { prefix: '/en', lang: 'en', htmlLang: 'en' },
  { prefix: '/ja', lang: 'ja', htmlLang: 'ja' },
] as const;

const DEVICES = [
  { tree: '', ua: DESKTOP_UA },
  { tree: '/m', ua: PHONE_UA },
] as const;

const GAME_LIST = '/api/visitor/game/list';

/** A game id from the API through the site's proxy, else from a link on the library page. */
async function gameId(site: Site): Promise<string> {
  const answer = await site.request(GAME_LIST);
  if (answer.status === 200) {
    const envelope = jsonOf(answer, GAME_LIST) as { payload?: { list?: { id?: unknown }[] } };
    const id = envelope.payload?.list?.[0]?.id;
    if (typeof id === 'number' || (typeof id === 'string' && id !== '')) return String(id);
  }
  const library = await site.page('/game-library');
  const linked = /href="\/game-library\/(\d+)[?"]/.exec(library.body)?.[1];
  if (linked) return linked;
  throw new CheckFailed(`no game id: ${GAME_LIST} answered ${answer.status}, no link in library`);
}

/** The page's markup without its scripts, whose payload may name strings the page does not show. */
function shownMarkup(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
}

/** One page in one language and tree: the problem with it, or undefined. */
async function problemOf(
  site: Site,
  path: string,
  ua: string,
  lang: string,
  htmlLang: string,
): Promise<string | undefined> {
  const answer = await site.page(path, { ua, lang });
  if (answer.status !== 200) return `${path} answered ${answer.status}`;
  const declared = /<html[^>]*\slang="([^"]*)"/.exec(answer.body)?.[1];
  if (declared !== htmlLang) return `${path} has <html lang="${declared}">, not ${htmlLang}`;
  if (!/<title>[^<]+<\/title>/.test(answer.body)) return `${path} has no <title>`;
  if (shownMarkup(answer.body).includes('Page not found')) return `${path} shows "Page not found"`;
  return undefined;
}

/** The main pages in all six URL forms: zh/en/ja, desktop and phone (`/m`). */
export const pages: Check = async ({ site }) => {
  const id = await gameId(site);
  const routes = ['', '/game-library', `/game-library/${id}`, '/game-partner'];
  const checked: string[] = [];
  const problems: string[] = [];
  // One route at a time, its six forms together: quick, without a burst on a small deployment.
  for (const route of routes) {
    const forms = LANGUAGES.flatMap(({ prefix, lang, htmlLang }) =>
      DEVICES.map(({ tree, ua }) => ({
        path: `${prefix}${tree}${route}` || '/',
        ua,
        lang,
        htmlLang,
      })),
    );
    checked.push(...forms.map(({ path }) => path));
    const found = await Promise.all(
      forms.map(({ path, ua, lang, htmlLang }) => problemOf(site, path, ua, lang, htmlLang)),
    );
    problems.push(...found.filter((problem) => problem !== undefined));
  }
  if (problems.length > 0) {
    throw new CheckFailed(problems.slice(0, 3).join('; ') + (problems.length > 3 ? '; …' : ''), {
      problems,
    });
  }
  return { note: `${checked.length} pages`, details: { pages: checked } };
};
