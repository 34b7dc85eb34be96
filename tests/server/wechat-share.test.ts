/**
 * WeChat share cards, server side: the signing route against a stand-in of WeChat's API on
 * loopback, in one app, in two apps sharing a real Redis, and without the settings.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';

import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { ConfigError } from '../../server/config/config-error';
import { loadConfig } from '../../server/config/env';
import type { LogFields, Logger } from '../../server/logging/logger';
import { AppMetrics } from '../../server/metrics/metrics';
import { WECHAT_API_FAILED_MESSAGE } from '../../server/wechat/failure-log';
import { WECHAT_SHARE_CONFIG_PATH, type WechatShareConfig } from '../../shared/wechat-share';
import { listen, type Listening } from '../helpers/listen';
import { REDIS_SERVER_TOOL, type RunningRedis, startRedisServer } from '../helpers/redis-server';
import { requireTool } from '../helpers/require-tool';
import { DESKTOP_UA, startTestApp, type TestApp } from '../helpers/test-app';
import {
  startWechatApiStandIn,
  TEST_WECHAT_APP_ID,
  TEST_WECHAT_APP_SECRET,
  type WechatApiStandIn,
} from '../helpers/wechat-api-stand-in';

/** WeChat's rule, written out here apart from the site's own code. */
function expectedSignature(ticket: string, config: WechatShareConfig, url: string): string {
  const text = `jsapi_ticket=${ticket}&noncestr=${config.nonceStr}&timestamp=${config.timestamp}&url=${url}`;
  return createHash('sha1').update(text).digest('hex');
}

function recordingLogger(): Logger & { warnings: { message: string; fields?: LogFields }[] } {
  const warnings: { message: string; fields?: LogFields }[] = [];
  return {
    warnings,
    info() {},
    error() {},
    warn(message, fields) {
      warnings.push({ message, fields });
    },
  };
}

interface Site {
  testApp: TestApp;
  server: Listening;
  metrics: AppMetrics;
  logger: ReturnType<typeof recordingLogger>;
  close(): Promise<void>;
}

async function startSite(
  standIn: WechatApiStandIn,
  env: Record<string, string> = {},
): Promise<Site> {
  const metrics = new AppMetrics();
  const logger = recordingLogger();
  const testApp = await startTestApp({ env: { ...standIn.env, ...env }, metrics, logger });
  const server = await listen(testApp.app);
  return {
    testApp,
    server,
    metrics,
    logger,
    close: async () => {
      await server.close();
      await testApp.close();
    },
  };
}

const signing = (site: Site, url: string) =>
  request(site.server.url).get(WECHAT_SHARE_CONFIG_PATH).query({ url });

/** A page address of the site as the browser in front of it sees it. */
const pageUrl = (site: Site, query = '?channel=wechat&track_id=t-1') =>
  `${site.server.url}/about-us${query}`;

/** The share config of `url`, asked for over a connection of its own. */
function signOnOwnConnection(site: Site, url: string): Promise<{ status: number; body: unknown }> {
  const target = new URL(WECHAT_SHARE_CONFIG_PATH, site.server.url);
  target.searchParams.set('url', url);
  return new Promise((resolve, reject) => {
    http
      .get(target, { agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString()),
          }),
        );
      })
      .on('error', reject);
  });
}

const connections = (server: http.Server) =>
  new Promise<number>((resolve, reject) =>
    server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );

async function failureCount(site: Site, call: string, code: string): Promise<number> {
  const metric = await site.metrics.registry.getSingleMetric('wechat_api_failures_total')?.get();
  return metric?.values.find((v) => v.labels.call === call && v.labels.code === code)?.value ?? 0;
}

describe('the settings', () => {
  const base = { DEMO_API: '1' };
  it('stops the start with one line when only one of the AppID and the AppSecret is set', () => {
    expect(() => loadConfig({ ...base, WECHAT_APP_ID: TEST_WECHAT_APP_ID })).toThrow(
      new ConfigError(
        'WECHAT_APP_SECRET is not set while WECHAT_APP_ID is (set both for WeChat share cards, or neither)',
      ),
    );
    expect(() => loadConfig({ ...base, WECHAT_APP_SECRET: TEST_WECHAT_APP_SECRET })).toThrow(
      /^WECHAT_APP_ID is not set while WECHAT_APP_SECRET is/,
    );
    expect(() =>
      loadConfig({ ...base, WECHAT_APP_ID: 'nope', WECHAT_APP_SECRET: TEST_WECHAT_APP_SECRET }),
    ).toThrow(/^WECHAT_APP_ID must be/);
    expect(() =>
      loadConfig({
        ...base,
        WECHAT_APP_ID: TEST_WECHAT_APP_ID,
        WECHAT_APP_SECRET: TEST_WECHAT_APP_SECRET,
        WECHAT_API_ORIGIN: 'ftp://x',
      }),
    ).toThrow(/^WECHAT_API_ORIGIN must be/);
  });

  it("tells the browser only that sharing is on, and talks to WeChat's own API by default", () => {
    const config = loadConfig({
      ...base,
      WECHAT_APP_ID: TEST_WECHAT_APP_ID,
      WECHAT_APP_SECRET: TEST_WECHAT_APP_SECRET,
    });
    expect(config.integrations.wechatShare).toBe(true);
    expect(JSON.stringify(config.integrations)).not.toContain(TEST_WECHAT_APP_SECRET);
    expect(config.wechat?.origin).toBe('https://api.weixin.qq.com');
    expect(loadConfig(base).wechat).toBeUndefined();
  });
});

describe('without WeChat settings', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  it('has no signing route, no WeChat host in the CSP and no JS-SDK in the page', async () => {
    const route = await request(testApp.app)
      .get(WECHAT_SHARE_CONFIG_PATH)
      .query({ url: 'http://127.0.0.1/' })
      .set('User-Agent', DESKTOP_UA);
    expect(route.status).toBe(404);
    const page = await request(testApp.app).get('/about-us').set('User-Agent', DESKTOP_UA);
    expect(page.headers['content-security-policy']).not.toMatch(/weixin|wx\.qq/);
    expect(page.text).not.toMatch(/jweixin|wechatShare/);
  });
});

describe('the signing route', () => {
  let standIn: WechatApiStandIn;
  let site: Site;
  beforeAll(async () => {
    standIn = await startWechatApiStandIn();
    site = await startSite(standIn);
  });
  afterAll(async () => {
    await site?.close();
    await standIn?.close();
  });

  it("signs one of the site's pages by WeChat's rule, without its # part, uncached", async () => {
    const url = pageUrl(site);
    const response = await signing(site, `${url}#section`);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const config = response.body as WechatShareConfig;
    expect(config.appId).toBe(TEST_WECHAT_APP_ID);
    expect(Math.abs(config.timestamp - Date.now() / 1000)).toBeLessThan(60);
    expect(config.nonceStr).toMatch(/^[\w-]{8,32}$/);
    expect(config.signature).toBe(expectedSignature(standIn.lastTicket!, config, url));
    expect(JSON.stringify(config)).not.toContain(TEST_WECHAT_APP_SECRET);
  });

  it('allows the JS-SDK in the CSP and tells the browser, which decides whether to load it', async () => {
    const page = await request(site.server.url).get('/about-us').set('User-Agent', DESKTOP_UA);
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toMatch(/script-src [^;]*https:\/\/res\.wx\.qq\.com/);
    // Every visitor gets the same page: no script of WeChat's in it, only the flag.
    expect(page.text).not.toContain('jweixin');
    expect(page.text).toContain('"wechatShare":true');
    expect(page.text).not.toContain(TEST_WECHAT_APP_SECRET);
  });

  it('keeps the ticket: later visitors cost WeChat nothing', async () => {
    const before = [standIn.tokenCalls, standIn.ticketCalls];
    for (let index = 0; index < 3; index += 1) {
      expect((await signing(site, pageUrl(site))).status).toBe(200);
    }
    expect([standIn.tokenCalls, standIn.ticketCalls]).toEqual(before);
  });

  it('refuses, with a JSON error, an address that is not one of its own, or too long', async () => {
    const foreign = [
      'https://evil.example/about-us',
      `${site.server.url.replace('127.0.0.1', 'localhost')}/about-us`,
      `${site.server.url.replace('http:', 'https:')}/about-us`,
      `http://user@${new URL(site.server.url).host}/about-us`,
      'javascript:alert(1)',
      'not a url',
      `${site.server.url}/${'a'.repeat(3000)}`,
    ];
    for (const url of foreign) {
      const response = await signing(site, url);
      expect(response.status, url).toBe(400);
      expect(response.headers['content-type']).toMatch(/json/);
      expect(response.body).toMatchObject({ error_code: 400, payload: null });
    }
    expect((await request(site.server.url).get(WECHAT_SHARE_CONFIG_PATH)).status).toBe(400);
    const twice = await request(site.server.url).get(
      `${WECHAT_SHARE_CONFIG_PATH}?url=${encodeURIComponent(pageUrl(site))}&url=x`,
    );
    expect(twice.status).toBe(400);
  });

  it('signs with PUBLIC_ORIGIN where it is set, and refuses the address the request came to', async () => {
    const publicSite = await startSite(standIn, { PUBLIC_ORIGIN: 'https://www.example.cn' });
    try {
      expect((await signing(publicSite, pageUrl(publicSite))).status).toBe(400);
      const response = await signing(publicSite, 'https://www.example.cn/m?channel=wechat');
      expect(response.status).toBe(200);
    } finally {
      await publicSite.close();
    }
  });
});

describe('many visitors at once', () => {
  let standIn: WechatApiStandIn;
  let site: Site;
  beforeAll(async () => {
    standIn = await startWechatApiStandIn();
    site = await startSite(standIn);
  });
  afterAll(async () => {
    standIn?.release();
    await site?.close();
    await standIn?.close();
  });

  it('cost one token and one ticket call for 50 visitors arriving together', async () => {
    standIn.hold();
    const answers = Promise.all(
      Array.from({ length: 50 }, () => signOnOwnConnection(site, pageUrl(site))),
    );
    // Every visitor is in before WeChat answers the first call.
    await vi.waitFor(async () => {
      expect(standIn.tokenCalls).toBeGreaterThanOrEqual(1);
      expect(await connections(site.server.server)).toBe(50);
    });
    standIn.release();
    const done = await answers;
    expect(done.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    expect([standIn.tokenCalls, standIn.ticketCalls]).toEqual([1, 1]);
    for (const { body } of done) {
      const config = body as WechatShareConfig;
      expect(config.signature).toBe(expectedSignature(standIn.lastTicket!, config, pageUrl(site)));
    }
  });
});

describe("WeChat's refusals", () => {
  let standIn: WechatApiStandIn;
  let site: Site | undefined;
  beforeAll(async () => {
    standIn = await startWechatApiStandIn();
  });
  afterEach(async () => {
    await site?.close();
    site = undefined;
    standIn.tokenCalls = 0;
    standIn.ticketCalls = 0;
    standIn.ticketTokens = [];
    standIn.tokenAnswers = [];
    standIn.ticketAnswers = [];
  });
  afterAll(() => standIn?.close());

  const invalidToken = { errcode: 40001, errmsg: 'invalid credential, access_token is invalid' };
  const warnings = (s: Site) =>
    s.logger.warnings.filter((w) => w.message === WECHAT_API_FAILED_MESSAGE);

  it('fetches a new token once when the ticket call says the token is invalid', async () => {
    site = await startSite(standIn);
    standIn.ticketAnswers.push(invalidToken);
    const response = await signing(site, pageUrl(site));
    expect(response.status).toBe(200);
    expect([standIn.tokenCalls, standIn.ticketCalls]).toEqual([2, 2]);
    expect(standIn.ticketTokens).toEqual(['TOKEN-1', 'TOKEN-2']);
    expect(response.body.signature).toBe(
      expectedSignature(standIn.lastTicket!, response.body as WechatShareConfig, pageUrl(site)),
    );
    expect(await failureCount(site, 'ticket', '40001')).toBe(1);
  });

  it('answers 503 after a second invalid token, without asking again, and logs it once', async () => {
    site = await startSite(standIn);
    standIn.ticketAnswers.push(invalidToken, invalidToken);
    const response = await signing(site, pageUrl(site));
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({ error_code: 503, payload: null });
    expect(response.headers['cache-control']).toBe('no-store');
    expect([standIn.tokenCalls, standIn.ticketCalls]).toEqual([2, 2]);
    // The next visitors are answered at once: WeChat is not asked per visitor.
    for (let index = 0; index < 5; index += 1) {
      expect((await signing(site, pageUrl(site))).status).toBe(503);
    }
    expect([standIn.tokenCalls, standIn.ticketCalls]).toEqual([2, 2]);
    expect(await failureCount(site, 'ticket', '40001')).toBe(2);
    expect(warnings(site)).toHaveLength(1);
    expect(warnings(site)[0]!.fields).toMatchObject({ call: 'ticket', errcode: 40001 });
  });

  it.each([
    [40164, '40164', 'invalid ip 203.0.113.9, not in whitelist'],
    [45009, '45009', 'reach max api daily quota limit'],
    [61024, 'other', 'something new'],
  ])(
    'answers 503 on errcode %i from the token call, counted as %s',
    async (errcode, code, errmsg) => {
      site = await startSite(standIn);
      standIn.tokenAnswers.push({ errcode, errmsg });
      const response = await signing(site, pageUrl(site));
      expect(response.status).toBe(503);
      expect([standIn.tokenCalls, standIn.ticketCalls]).toEqual([1, 0]);
      expect(await failureCount(site, 'token', code)).toBe(1);
      expect(warnings(site)).toHaveLength(1);
      // WeChat's message names the address to put on the allow-list.
      expect(warnings(site)[0]!.fields).toMatchObject({ call: 'token', errcode, errmsg });
      expect(JSON.stringify(site.logger.warnings)).not.toContain(TEST_WECHAT_APP_SECRET);
    },
  );

  it('refuses an answer larger than any of WeChat’s, and one that is not JSON', async () => {
    site = await startSite(standIn);
    standIn.tokenAnswers.push({
      raw: JSON.stringify({ access_token: 'x'.repeat(100_000), expires_in: 7200 }),
    });
    expect((await signing(site, pageUrl(site))).status).toBe(503);
    expect(await failureCount(site, 'token', 'too_large')).toBe(1);
    await site.close();
    site = await startSite(standIn);
    standIn.tokenAnswers.push({ raw: '<html>gateway</html>' });
    expect((await signing(site, pageUrl(site))).status).toBe(503);
    expect(await failureCount(site, 'token', 'bad_answer')).toBe(1);
  });
});

const redisRuns = requireTool('the shared WeChat ticket tests', REDIS_SERVER_TOOL);

describe.skipIf(!redisRuns)('two replicas sharing a Redis', () => {
  let redis: RunningRedis;
  let standIn: WechatApiStandIn;
  let first: Site;
  let second: Site;
  beforeAll(async () => {
    [redis, standIn] = await Promise.all([startRedisServer(), startWechatApiStandIn()]);
    const env = { RATE_LIMIT_REDIS_URL: redis.url };
    [first, second] = await Promise.all([startSite(standIn, env), startSite(standIn, env)]);
  });
  afterAll(async () => {
    standIn?.release();
    await Promise.all([first?.close(), second?.close()]);
    await Promise.all([redis?.stop(), standIn?.close()]);
  });

  it('cost one token and one ticket call for visitors of both at once', async () => {
    standIn.hold();
    const answers = Promise.all(
      Array.from({ length: 40 }, (_, index) => {
        const site = index % 2 === 0 ? first : second;
        return signOnOwnConnection(site, pageUrl(site));
      }),
    );
    await vi.waitFor(async () => {
      expect(standIn.tokenCalls).toBeGreaterThanOrEqual(1);
      expect(await connections(first.server.server)).toBe(20);
      expect(await connections(second.server.server)).toBe(20);
    });
    standIn.release();
    const done = await answers;
    expect(done.map((answer) => answer.status)).toEqual(Array(40).fill(200));
    expect([standIn.tokenCalls, standIn.ticketCalls]).toEqual([1, 1]);
    // Both replicas sign with the one ticket.
    done.forEach(({ body }, index) => {
      const site = index % 2 === 0 ? first : second;
      const config = body as WechatShareConfig;
      expect(config.signature).toBe(expectedSignature(standIn.lastTicket!, config, pageUrl(site)));
    });
  });
});
