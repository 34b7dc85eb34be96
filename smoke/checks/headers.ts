import { XSRF_TOKEN_PATH } from '../../shared/api/xsrf';
import type { CheckContext, NamedCheck } from '../check';
import { type Answer, CheckFailed, ensure } from '../site';

/** The CSP directives by name, each with its values. */
function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

/** The home page of a first visit, which every header rule reads. */
async function home({ facts }: CheckContext): Promise<Answer> {
  const answer = await facts.firstVisit();
  ensure(answer.status === 200, `/ answered ${answer.status}, so its headers cannot be checked`);
  return answer;
}

function rule(
  name: string,
  run: NamedCheck['run'],
  skipUnless?: NamedCheck['skipUnless'],
): NamedCheck {
  return { group: 'headers', name: `header ${name}`, run, skipUnless };
}

/** One check per header rule: security headers of a page, caching, and Secure cookies. */
export const headers: readonly NamedCheck[] = [
  rule('Content-Security-Policy', async (context) => {
    const csp = (await home(context)).headers.get('content-security-policy');
    ensure(
      csp !== null,
      'pages have no Content-Security-Policy: is a proxy in front stripping it?',
    );
    const parsed = directives(csp);
    const scripts = parsed.get('script-src') ?? parsed.get('default-src');
    ensure(scripts, 'the CSP has neither script-src nor default-src: any script may run');
    ensure(!scripts.includes("'unsafe-inline'"), "the CSP's script-src allows 'unsafe-inline'");
    ensure(parsed.has('frame-ancestors'), 'the CSP has no frame-ancestors: the site can be framed');
  }),
  rule('X-Content-Type-Options', async (context) => {
    const value = (await home(context)).headers.get('x-content-type-options');
    ensure(value?.toLowerCase() === 'nosniff', 'X-Content-Type-Options is not nosniff');
  }),
  rule('Referrer-Policy', async (context) => {
    ensure((await home(context)).headers.get('referrer-policy'), 'pages have no Referrer-Policy');
  }),
  rule('Cache-Control of pages', async (context) => {
    const page = await home(context);
    // A page is the same bytes for every visitor, so shared caches may keep it: it must carry
    // nothing of one visitor, and must never be transcoded.
    const cookies = page.headers.getSetCookie().map((cookie) => cookie.split('=', 1)[0]);
    ensure(
      cookies.length === 0,
      `the home page sets cookies (${cookies.join(', ')}): a shared cache (CDN) would hand one visitor's to others`,
    );
    const cacheControl = page.headers.get('cache-control')?.toLowerCase() ?? '';
    const tokens = cacheControl.split(',').map((token) => token.trim());
    ensure(
      tokens.includes('no-transform'),
      `pages have Cache-Control "${cacheControl}" without no-transform`,
    );
    const shared = tokens.some((token) => token === 'public' || token.startsWith('s-maxage='));
    ensure(
      !shared || tokens.includes('max-age=0'),
      `pages have Cache-Control "${cacheControl}": browsers would not revalidate them`,
    );
  }),
  rule('Cache-Control of hashed assets', async (context) => {
    const page = await home(context);
    const asset = /"(\/assets\/[^"]+\.js)"/.exec(page.body)?.[1];
    ensure(asset, 'the home page names no /assets/…js: is this the site?');
    const answer = await context.site.request(asset);
    ensure(
      answer.status === 200,
      `${asset} answered ${answer.status}: the page's script is missing (pods of two builds behind one Service?)`,
    );
    const cacheControl = answer.headers.get('cache-control') ?? '';
    const wanted = ['public', 'max-age=31536000', 'immutable'];
    ensure(
      wanted.every((token) => cacheControl.replace(/\s/g, '').split(',').includes(token)),
      `${asset} has Cache-Control "${cacheControl}", not a year and immutable`,
    );
    return { details: { asset } };
  }),
  rule(
    'Secure cookies',
    async (context) => {
      // Pages set no cookie: the anti-forgery pair comes from the token route.
      const cookies = (await context.site.request(XSRF_TOKEN_PATH)).headers.getSetCookie();
      const insecure = cookies.filter((cookie) => !/;\s*secure\s*(;|$)/i.test(cookie));
      if (insecure.length > 0) {
        const names = insecure.map((cookie) => cookie.split('=', 1)[0]).join(', ');
        throw new CheckFailed(
          `cookie ${names} is not Secure on an https site: is TRUST_PROXY set for the ingress in front?`,
        );
      }
      return { note: `${cookies.length} cookies Secure`, details: { cookies: cookies.length } };
    },
    (options) => (options.https ? undefined : 'only with --https'),
  ),
];
