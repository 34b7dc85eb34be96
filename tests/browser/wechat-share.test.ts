/**
 * Inside WeChat a page sets its share card through WeChat's JS-SDK, signed by the site against a
 * stand-in of WeChat's API; the SDK itself is a stand-in too (WeChat's script host is routed to a
 * small fake `wx` that records its calls). Elsewhere the SDK is never loaded.
 */
import { createHash } from 'node:crypto';

import type { Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { WECHAT_JS_SDK_URL } from '../../shared/third-party-scripts';
import { WECHAT_SHARE_CONFIG_PATH } from '../../shared/wechat-share';
import { openPage, waitForHydration } from '../helpers/browser';
import { setUpBrowserSuite } from '../helpers/browser-suite';
import { MOBILE_UA } from '../helpers/test-app';
import {
  startWechatApiStandIn,
  TEST_WECHAT_APP_ID,
  type WechatApiStandIn,
} from '../helpers/wechat-api-stand-in';

const WECHAT_UA = `${MOBILE_UA.replace(' Version/17.5', '').replace(' Safari/604.1', '')} MicroMessenger/8.0.49(0x18003137) NetType/WIFI Language/zh_CN`;

/** A fake `wx`: every call recorded, `ready` callbacks run once `config` has been called. */
const FAKE_JWEIXIN_JS = `
window.__wxCalls = [];
(function () {
  var configured = false, waiting = [];
  window.wx = {
    config: function (options) {
      window.__wxCalls.push(['config', options]);
      configured = true;
      setTimeout(function () { waiting.splice(0).forEach(function (f) { f(); }); }, 0);
    },
    ready: function (callback) {
      if (configured) setTimeout(callback, 0); else waiting.push(callback);
    },
    error: function () {},
    updateAppMessageShareData: function (card) {
      window.__wxCalls.push(['updateAppMessageShareData', card]);
    },
    updateTimelineShareData: function (card) {
      window.__wxCalls.push(['updateTimelineShareData', card]);
    },
  };
})();
`;

type WxCall = [string, Record<string, unknown>];

const env: Record<string, string> = {};
let standIn: WechatApiStandIn;
beforeAll(async () => {
  standIn = await startWechatApiStandIn();
  Object.assign(env, standIn.env);
});
afterAll(() => standIn?.close());
const suite = setUpBrowserSuite({ env });

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

describe('share cards in WeChat', () => {
  it("sets the page's card, with its campaign query, through the JS-SDK", async () => {
    const { page, context, problems } = await openPage(suite.browser, {
      userAgent: WECHAT_UA,
      ...phone,
    });
    await context.route(`${new URL(WECHAT_JS_SDK_URL).origin}/**`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: FAKE_JWEIXIN_JS }),
    );
    await page.goto(`${suite.url}/m/about-us?channel=wechat&track_id=t-42&utm_source=moments`);
    await waitForHydration(page);
    const calls = async () =>
      page.evaluate(() => (window as { __wxCalls?: WxCall[] }).__wxCalls ?? []);
    await expect
      .poll(async () => (await calls()).map(([name]) => name))
      .toEqual(['config', 'updateAppMessageShareData', 'updateTimelineShareData']);
    const recorded = await calls();
    const [config, friends, moments] = recorded.map(([, argument]) => argument);

    // Signed by the site for the page's own address, with the ticket WeChat gave it.
    const signed = page.url().split('#')[0];
    const text = `jsapi_ticket=${standIn.lastTicket}&noncestr=${config!.nonceStr}&timestamp=${config!.timestamp}&url=${signed}`;
    expect(config).toMatchObject({
      appId: TEST_WECHAT_APP_ID,
      signature: createHash('sha1').update(text).digest('hex'),
      jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
    });

    const head = await page.evaluate(() => ({
      title: document.querySelector<HTMLMetaElement>('meta[property="og:title"]')!.content,
      desc: document.querySelector<HTMLMetaElement>('meta[property="og:description"]')!.content,
      imgUrl: document.querySelector<HTMLMetaElement>('meta[property="og:image"]')!.content,
      canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')!.href,
    }));
    expect(head.title).toBeTruthy();
    // The canonical address (the desktop twin), with the campaign's channel and track_id only.
    const link = `${head.canonical}?channel=wechat&track_id=t-42`;
    expect(new URL(head.canonical).pathname).toBe('/about-us');
    expect(friends).toEqual({ title: head.title, desc: head.desc, link, imgUrl: head.imgUrl });
    expect(moments).toEqual({ title: head.title, link, imgUrl: head.imgUrl });
    expect(problems).toEqual([]);
    await context.close();
  });

  it("never loads WeChat's script on a plain phone's browser", async () => {
    const { page, context, problems } = await openPage(suite.browser, {
      userAgent: MOBILE_UA,
      ...phone,
    });
    const requests: string[] = [];
    page.on('request', (request: Request) => requests.push(request.url()));
    await page.goto(`${suite.url}/m/about-us?channel=wechat&track_id=t-43`);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => url.includes('wx.qq.com'))).toEqual([]);
    expect(requests.filter((url) => url.includes(WECHAT_SHARE_CONFIG_PATH))).toEqual([]);
    expect(await page.evaluate(() => 'wx' in window)).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });
});
