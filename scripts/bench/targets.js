// What the bench loads: the pages, a static legal page, a hashed asset and a proxied /api GET,
// each with the request headers a browser would send, and one raw answer of each for the ceiling.
import http from 'node:http';

export const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126 Safari/537.36';
export const MOBILE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1';

/** What each of those browsers sends: Chrome takes zstd (since version 123), Safari does not. */
export const ACCEPT_ENCODING = {
  desktop: 'gzip, deflate, br, zstd',
  mobile: 'gzip, deflate, br',
};

// A first visit: no cookies, a Chinese browser (so the root is served, not redirected).
function browserHeaders(userAgent, acceptEncoding) {
  return {
    'User-Agent': userAgent,
    'Accept-Encoding': acceptEncoding,
    'Accept-Language': 'zh-CN,zh;q=0.9',
  };
}

// The page cache's status header is not named by the contract, only its values.
const CACHE_STATUS = /^(hit|miss|stale|bypass)$/i;

/** One answer exactly as it came over the wire: status, raw headers and still-encoded body. */
export function capture(origin, path, headers) {
  return new Promise((resolve, reject) => {
    const request = http.get(new URL(path, origin), { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const cacheHeader = Object.entries(response.headers).find(
          ([, value]) => typeof value === 'string' && CACHE_STATUS.test(value),
        );
        resolve({
          status: response.statusCode,
          rawHeaders: response.rawHeaders,
          encoding: response.headers['content-encoding'] ?? 'identity',
          cacheStatus: cacheHeader ? cacheHeader[1].toLowerCase() : undefined,
          body: Buffer.concat(chunks),
        });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

async function json(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return response.json();
}

/**
 * The targets, with a real game id from the demo API and a hashed script named by the home page.
 * `page: true` marks the ones measured with the page cache on and off.
 */
export async function findTargets(origin, demoUrl) {
  const desktop = browserHeaders(DESKTOP_UA, ACCEPT_ENCODING.desktop);
  const games = await json(`${demoUrl}/api/visitor/game/list`);
  const gameId = games.payload?.list?.[0]?.id;
  if (gameId === undefined) throw new Error('the demo API listed no game');
  const home = await (await fetch(`${origin}/`, { headers: desktop })).text();
  const asset = /["'](\/assets\/[^"'?#]+\.js)["']/.exec(home)?.[1];
  if (!asset) throw new Error('no /assets/…js script in the home page');

  const targets = [
    { name: 'home, desktop', path: '/', headers: desktop, page: true },
    {
      name: 'home, mobile',
      path: '/m',
      headers: browserHeaders(MOBILE_UA, ACCEPT_ENCODING.mobile),
      page: true,
    },
    { name: 'game detail', path: `/game-library/${gameId}`, headers: desktop, page: true },
    { name: '/terms.html', path: '/terms.html', headers: desktop, page: false },
    { name: 'hashed asset', path: asset, headers: desktop, page: false },
    { name: 'proxied /api GET', path: '/api/visitor/game/list', headers: desktop, page: false },
  ];
  for (const target of targets) {
    // The second answer is the one a cached page would give; the ceiling replays it.
    await capture(origin, target.path, target.headers);
    target.sample = await capture(origin, target.path, target.headers);
    if (target.sample.status !== 200) {
      throw new Error(`${target.name} (${target.path}) answered ${target.sample.status}`);
    }
  }
  return targets;
}
