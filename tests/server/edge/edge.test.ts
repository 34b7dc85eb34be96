/**
 * The reference edge (`npm run edge`, real nginx) in front of the real app on loopback: campaign
 * traffic reaches the origin a handful of times per page and freshness period; device and root
 * language redirects are the origin's own (the edge answers a guarded page's device redirect
 * itself, the same answer), whichever visitor filled the cache first; /api, the token route and
 * writes pass through, and a forged write is refused.
 */
import autocannon from 'autocannon';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { NGINX_TOOL, type RunningEdge, startEdge } from '../../helpers/edge';
import { listen, type Listening } from '../../helpers/listen';
import { rawRequest } from '../../helpers/raw-http';
import { requireTool } from '../../helpers/require-tool';
import {
  ANDROID_UA,
  DESKTOP_UA,
  MOBILE_UA,
  startTestApp,
  TABLET_UA,
  type TestApp,
} from '../../helpers/test-app';

const edgeRuns = requireTool('the edge tests', NGINX_TOOL);

const PAGE_CACHE_SECONDS = 5;

const PHONES: Record<string, string> = {
  iPhone: MOBILE_UA,
  Android: ANDROID_UA,
  'WeChat on Android':
    'Mozilla/5.0 (Linux; Android 13; V2241A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160043 MMWEBSDK/20231105 MMWEBID/2451 MicroMessenger/8.0.44.2502(0x28002C51) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  'WeChat on iPhone':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.44(0x18002c2b) NetType/WIFI Language/zh_CN',
  HarmonyOS:
    'Mozilla/5.0 (Linux; Android 12; HarmonyOS; NOH-AN00; HMSCore 6.12.0.302) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0.4844.88 HuaweiBrowser/14.0.2.311 Mobile Safari/537.36',
  'HarmonyOS NEXT':
    'Mozilla/5.0 (Phone; OpenHarmony 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile HuaweiBrowser/5.0.4.300',
};
const DESKTOPS: Record<string, string> = {
  'Chrome on Windows': DESKTOP_UA,
  'Safari on macOS':
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  iPad: TABLET_UA,
  'Android tablet':
    'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  Baiduspider:
    'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
};

let testApp: TestApp;
let origin: Listening;
let edge: RunningEdge;
/** Requests that reached the origin, by path. */
const reached = new Map<string, number>();

beforeAll(async () => {
  if (!edgeRuns) return;
  testApp = await startTestApp({ env: { PAGE_CACHE_SECONDS: String(PAGE_CACHE_SECONDS) } });
  const counting = express();
  counting.use((req, _res, next) => {
    reached.set(req.path, (reached.get(req.path) ?? 0) + 1);
    next();
  });
  counting.use(testApp.app);
  origin = await listen(counting);
  edge = await startEdge(origin.url);
});
afterAll(async () => {
  await edge?.stop();
  await origin?.close();
  await testApp?.close();
});

/** Status and Location of an answer, the way a visitor sees where it is sent. */
async function answerOf(url: string, path: string, headers: Record<string, string>) {
  const response = await request(url).get(path).set(headers).redirects(0);
  return { status: response.status, location: response.headers.location as string | undefined };
}

describe.skipIf(!edgeRuns)('the edge in front of the site', () => {
  it('sends campaign traffic to the origin a handful of times per page and freshness period', async () => {
    const SECONDS = 8;
    let serial = 0;
    const paths = ['/about-us', '/activity'];
    // Once each first: the origin here renders from source, and its first render of a page
    // compiles the page's modules, which is not what this measures.
    for (const path of paths) await request(origin.url).get(path).set('User-Agent', DESKTOP_UA);
    for (const path of paths) reached.delete(path);
    /** Each failed request's error code, so that a failure says what went wrong. */
    const failures: string[] = [];
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const run = autocannon(
        {
          url: edge.url,
          connections: 20,
          duration: SECONDS,
          headers: { 'user-agent': DESKTOP_UA, 'accept-encoding': 'gzip' },
          // nginx closes a connection after its 1,000th request, and the request the client
          // sends at that moment meets a reset now and then. A browser retries it, autocannon
          // counts an error, so the client closes its connections first, as a browser does.
          reconnectRate: 500,
          requests: [
            {
              setupRequest: (req) => ({
                ...req,
                path: `${paths[serial++ % paths.length]}?channel=launch&track_id=${serial}`,
              }),
            },
          ],
        },
        (error, done) => (error ? reject(error) : resolve(done)),
      );
      run.on('reqError', (error: NodeJS.ErrnoException) =>
        failures.push(error.code ?? error.message),
      );
    });
    expect(failures).toEqual([]);
    expect(result['2xx']).toBe(result.requests.total);
    expect(result.requests.total).toBeGreaterThan(200);
    // Each freshness period at most a few: the first miss, a background refresh, a straggler.
    const periods = Math.ceil(SECONDS / PAGE_CACHE_SECONDS) + 1;
    for (const path of paths) {
      const count = reached.get(path) ?? 0;
      console.log(`${path}: ${result.requests.total} edge answers, ${count} at the origin`);
      expect(count, path).toBeGreaterThan(0);
      expect(count, path).toBeLessThanOrEqual(3 * periods);
    }
  }, 30_000);

  it.each([
    ['phones first', '/game-partner', [...Object.entries(PHONES), ...Object.entries(DESKTOPS)]],
    ['desktops first', '/game-library', [...Object.entries(DESKTOPS), ...Object.entries(PHONES)]],
  ])(
    'redirects phones to /m and keeps desktops, %s in the cache',
    async (_order, page, visitors) => {
      for (const path of [page, `/m${page}`, `/en${page}`, `/en/m${page}`]) {
        for (let round = 0; round < 2; round++) {
          for (const [name, ua] of visitors) {
            const phone = name in PHONES;
            const through = await answerOf(edge.url, path, { 'User-Agent': ua });
            const onMobilePath = path.includes('/m/');
            if (phone === onMobilePath) expect(through.status, `${name} ${path}`).toBe(200);
            else {
              expect(through.status, `${name} ${path}`).toBe(302);
              const twin = phone ? path.replace(page, `/m${page}`) : path.replace('/m/', '/');
              expect(through.location, `${name} ${path}`).toBe(twin);
            }
            // The same answer as the site's own User-Agent rule gives.
            expect(through, `${name} ${path}`).toEqual(
              await answerOf(origin.url, path, { 'User-Agent': ua }),
            );
          }
        }
      }
    },
    60_000,
  );

  it('redirects the roots by every cookie and Accept-Language as the site itself does', async () => {
    const cookies = [
      undefined,
      'locale=zh',
      'locale=en',
      'locale=ja',
      'locale=xx',
      'locale=en-US',
      'locale=ja_JP',
    ];
    const languages = [
      undefined,
      'zh-CN,zh;q=0.9',
      'en-US,en;q=0.9',
      'ja',
      'ja-JP,ja;q=0.9,en;q=0.8',
      'fr-FR,fr;q=0.9,en;q=0.8',
      'de-DE',
      'zh-TW,zh;q=0.9,en;q=0.8',
    ];
    const seen = new Set<string>();
    for (let round = 0; round < 2; round++) {
      for (const [root, ua] of [
        ['/', DESKTOP_UA],
        ['/m', MOBILE_UA],
      ] as const) {
        for (const cookie of cookies) {
          for (const language of languages) {
            const headers: Record<string, string> = { 'User-Agent': ua };
            if (cookie) headers.Cookie = cookie;
            if (language) headers['Accept-Language'] = language;
            const through = await answerOf(edge.url, `${root}?channel=c`, headers);
            const direct = await answerOf(origin.url, `${root}?channel=c`, headers);
            expect(through, `${root} ${cookie} ${language}`).toEqual(direct);
            seen.add(through.location ?? String(through.status));
          }
        }
      }
    }
    expect([...seen].sort()).toEqual(
      ['200', '/en/m?channel=c', '/en?channel=c', '/ja/m?channel=c', '/ja?channel=c'].sort(),
    );
  }, 60_000);

  describe("keeps each campaign visitor's own query on a redirect a query-less visitor filled", () => {
    const cases: {
      name: string;
      path: string;
      headers: Record<string, string>;
      status: number;
      location: string;
    }[] = [
      {
        name: 'a phone on /',
        path: '/',
        headers: { 'User-Agent': MOBILE_UA },
        status: 302,
        location: '/m',
      },
      {
        name: 'a phone on a desktop page',
        path: '/about-us',
        headers: { 'User-Agent': PHONES['WeChat on Android']! },
        status: 302,
        location: '/m/about-us',
      },
      {
        name: 'a phone on an English desktop page',
        path: '/en/game-partner',
        headers: { 'User-Agent': PHONES['WeChat on iPhone']! },
        status: 302,
        location: '/en/m/game-partner',
      },
      {
        name: 'a desktop on an /m page',
        path: '/m/about-us',
        headers: { 'User-Agent': DESKTOP_UA },
        status: 302,
        location: '/about-us',
      },
      {
        name: 'a desktop on an /m legal path',
        path: '/m/terms/3',
        headers: { 'User-Agent': DESKTOP_UA },
        status: 302,
        location: '/terms/3',
      },
      {
        name: 'the root by the locale cookie',
        path: '/',
        headers: { 'User-Agent': DESKTOP_UA, Cookie: 'locale=en' },
        status: 302,
        location: '/en',
      },
      {
        name: 'the /m root by the locale cookie',
        path: '/m',
        headers: { 'User-Agent': MOBILE_UA, Cookie: 'locale=ja' },
        status: 302,
        location: '/ja/m',
      },
      {
        name: 'the root by Accept-Language',
        path: '/',
        headers: { 'User-Agent': DESKTOP_UA, 'Accept-Language': 'ja-JP,ja;q=0.9,en;q=0.8' },
        status: 302,
        location: '/ja',
      },
      {
        name: 'the trailing-slash canonical',
        path: '/activity/',
        headers: { 'User-Agent': DESKTOP_UA },
        status: 301,
        location: '/activity',
      },
      {
        name: 'the case canonical',
        path: '/Game-Library',
        headers: { 'User-Agent': DESKTOP_UA },
        status: 301,
        location: '/game-library',
      },
    ];
    let visitor = 0;

    it.each(cases)('$name', async ({ path, headers, status, location }) => {
      const filled = await answerOf(edge.url, path, headers);
      expect(filled).toEqual({ status, location });
      // The query-less visitor lands: the page it is sent to is in the edge's cache now.
      expect((await request(edge.url).get(location).set(headers)).status).toBe(200);
      const landed = reached.get(location) ?? 0;
      for (let i = 0; i < 3; i++) {
        const query = `?channel=bilibili&track_id=T${++visitor}`;
        const campaign = await answerOf(edge.url, path + query, headers);
        expect(campaign, `visitor ${visitor}`).toEqual({ status, location: location + query });
        expect(
          (
            await request(edge.url)
              .get(location + query)
              .set(headers)
          ).status,
        ).toBe(200);
      }
      // The pages campaign visitors land on still come from the edge's copy.
      expect((reached.get(location) ?? 0) - landed).toBeLessThanOrEqual(1);
    });
  });

  it.each([
    ['a phone on a desktop page', '/en/game-library/3', MOBILE_UA, '/en/m/game-library/3'],
    ['a desktop on an /m page', '/m/activity', DESKTOP_UA, '/activity'],
  ])(
    'answers %s itself, the query kept, kept by no cache and bodiless',
    async (_name, path, ua, twin) => {
      const before = reached.get(path) ?? 0;
      const query = '?channel=bilibili&track_id=T-edge';
      const response = await request(edge.url)
        .get(path + query)
        .set({ 'User-Agent': ua })
        .redirects(0);
      expect(response.status).toBe(302);
      expect(response.headers.location).toBe(twin + query);
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(response.headers.vary).toBe('User-Agent');
      // No body, as the site's own redirects have none: nginx's default is a page of HTML.
      expect(response.headers['content-length']).toBe('0');
      expect(reached.get(path) ?? 0).toBe(before);
    },
  );

  it.each([
    ['a phone on an /m page', '/m/about-us', MOBILE_UA, '?channel=哔哩'],
    ['a phone on a desktop page', '/about-us', MOBILE_UA, '?channel=哔哩'],
    ['a desktop on a page', '/about-us', DESKTOP_UA, '?channel=哔哩'],
    ['a phone on a path of raw bytes', '/m/哔哩', MOBILE_UA, ''],
  ])(
    'sends %s with raw UTF-8 bytes to the encoded spelling, as the origin does',
    async (_name, path, ua, query) => {
      /** Status and Location of a request whose target goes over the wire unencoded. */
      const rawAnswer = async (url: string) => {
        const { status, text } = await rawRequest(
          url,
          `GET ${path}${query} HTTP/1.1\r\nHost: ${new URL(url).host}\r\nUser-Agent: ${ua}\r\nAccept-Encoding: gzip, deflate\r\nConnection: close\r\n\r\n`,
        );
        return { status, location: /\r\nLocation: ([^\r]*)/i.exec(text)?.[1] };
      };
      // The page without the query is in the edge's cache, under the key the raw target has
      // (supertest asks for gzip too).
      await request(edge.url).get(path).set('User-Agent', ua);
      const encoded = encodeURI(path + query);
      for (let round = 0; round < 2; round++) {
        const through = await rawAnswer(edge.url);
        expect(through).toEqual({ status: 301, location: encoded });
        expect(through).toEqual(await rawAnswer(origin.url));
      }
    },
  );

  it('overrides a class header a visitor sends itself', async () => {
    const forged = await answerOf(edge.url, '/about-us', {
      'User-Agent': DESKTOP_UA,
      'X-Device-Class': 'mobile',
    });
    expect(forged.status).toBe(200);
  });

  it('passes the token route and writes through, and refuses a forged write', async () => {
    const issue = (cookie?: string) =>
      request(edge.url)
        .get('/_csrf')
        .set(cookie ? { Cookie: cookie } : {});
    const first = await issue();
    const second = await issue();
    const pairOf = (response: request.Response) =>
      ([] as string[])
        .concat(response.headers['set-cookie'] ?? [])
        .map((line) => line.split(';', 1)[0]!)
        .join('; ');
    expect(pairOf(first)).toMatch(/sid=.+; XSRF-TOKEN=/);
    expect(pairOf(second)).not.toBe(pairOf(first));
    expect((await issue(pairOf(first))).headers['set-cookie']).toBeUndefined();

    const token = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(pairOf(first))![1]!);
    const write = (headers: Record<string, string>) =>
      request(edge.url)
        .post('/api/users/report_user_action')
        .set(headers)
        .send({ action: 'test', page: '/about-us' });
    const good = await write({ Cookie: pairOf(first), 'X-XSRF-TOKEN': token });
    expect(good.status).toBe(200);
    const forgeries: Record<string, string>[] = [
      {},
      {
        Cookie: 'XSRF-TOKEN=forged.value; sid=AAAAAAAAAAAAAAAAAAAAAA',
        'X-XSRF-TOKEN': 'forged.value',
      },
      { Cookie: pairOf(second), 'X-XSRF-TOKEN': token },
      { Cookie: pairOf(first), 'X-XSRF-TOKEN': token, Origin: 'https://evil.example' },
    ];
    for (const forged of forgeries) {
      const refused = await write(forged);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ error_code: 403, payload: null });
    }
  });
});
