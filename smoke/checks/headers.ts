import type { Check } from '../check';
import { CheckFailed, DESKTOP_UA, ensure } from '../site';

/** The CSP directives by name, each with its values. */
function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

function htmlProblems(headers: Headers): string[] {
  const problems: string[] = [];
  const csp = headers.get('content-security-policy');
  if (csp === null) {
    problems.push('no Content-Security-Policy');
  } else {
    const parsed = directives(csp);
    const scripts = parsed.get('script-src') ?? parsed.get('default-src');
    if (!scripts) problems.push('CSP has neither script-src nor default-src');
    if (scripts?.includes("'unsafe-inline'"))
      problems.push("CSP script-src allows 'unsafe-inline'");
    if (!parsed.has('frame-ancestors')) problems.push('CSP has no frame-ancestors');
  }
  if (headers.get('x-content-type-options')?.toLowerCase() !== 'nosniff') {
    problems.push('X-Content-Type-Options is not nosniff');
  }
  if (!headers.get('referrer-policy')) problems.push('no Referrer-Policy');
  const cacheControl = headers.get('cache-control')?.toLowerCase() ?? '';
  const tokens = cacheControl.split(',').map((token) => token.trim().split('=')[0]);
  const keptPrivate = ['private', 'no-store', 'no-cache'].some((token) => tokens.includes(token));
  if (!keptPrivate || tokens.includes('public') || tokens.includes('s-maxage')) {
    problems.push(`HTML Cache-Control "${cacheControl}" lets shared caches keep the page`);
  }
  return problems;
}

/**
 * Security headers of a page, long caching of a hashed asset, and with --https a Secure flag on
 * every cookie a first visit gets.
 */
export const headers: Check = async ({ site, options }) => {
  // No cookies sent: a first visit, so the page sets every cookie it has.
  const home = await site.page('/', { ua: DESKTOP_UA, cookie: false });
  ensure(home.status === 200, `/ answered ${home.status}`);
  const problems = htmlProblems(home.headers);

  const asset = /"(\/assets\/[^"]+\.js)"/.exec(home.body)?.[1];
  if (asset === undefined) {
    problems.push('the home page names no /assets/…js');
  } else {
    const answer = await site.request(asset);
    const cacheControl = answer.headers.get('cache-control') ?? '';
    const wanted = ['public', 'max-age=31536000', 'immutable'];
    if (answer.status !== 200) problems.push(`${asset} answered ${answer.status}`);
    else if (!wanted.every((token) => cacheControl.replace(/\s/g, '').split(',').includes(token))) {
      problems.push(`${asset} has Cache-Control "${cacheControl}"`);
    }
  }

  const cookies = home.headers.getSetCookie();
  if (options.https) {
    for (const cookie of cookies) {
      if (!/;\s*secure\s*(;|$)/i.test(cookie)) {
        problems.push(`cookie ${cookie.split('=', 1)[0]} is not Secure`);
      }
    }
  }
  if (problems.length > 0) throw new CheckFailed(problems.join('; '), { problems });
  return {
    note: options.https ? `${cookies.length} cookies Secure` : undefined,
    details: { asset, cookies: cookies.map((cookie) => cookie.split('=', 1)[0]) },
  };
};
