/**
 * Each phone is sent to its own store, chosen in the browser once the page is live, so that the
 * page's HTML (cached, shared) is the same for every phone; a computer is shown the QR code of the
 * app's page, with the visitor's campaign query.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startDemoApi } from '../../demo-api/start-demo-api';
import { appQrAddress } from '../../shared/app-qr';
import type { MobileStores } from '../../shared/site-config-schema';
import { pagePath, siteText, TEST_LANGS } from '../helpers/account-strings';
import { launchBrowser, openPage, waitForHydration } from '../helpers/browser';
import { type Hits, startDownloadHost } from '../helpers/download-hosts';
import { listen, type Listening } from '../helpers/listen';
import { DESKTOP_UA, MOBILE_UA, startTestApp, type TestApp } from '../helpers/test-app';

const HUAWEI_UA =
  'Mozilla/5.0 (Linux; Android 10; HarmonyOS; NOH-AN00; HMSCore 6.11.0.332) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0.4844.88 HuaweiBrowser/14.0.2.311 Mobile Safari/537.36';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

interface Site {
  app: TestApp;
  listening: Listening;
}

let browser: Browser;
let demo: Awaited<ReturnType<typeof startDemoApi>>;
let stores: Hits;
let configDir: string;
/** Lists every store. */
let everyStore: Site;
/** Lists no Huawei store: a Huawei phone gets 应用宝. */
let noHuawei: Site;

const store = (name: string) => `${stores.url}/store/${name}`;

async function startSite(file: string, mobileStores: MobileStores): Promise<Site> {
  const example = JSON.parse(await readFile('deploy/site-config.example.json', 'utf8'));
  example.downloads = { ...example.downloads, mobile: store('mobile-page'), mobileStores };
  const siteConfig = path.join(configDir, file);
  await writeFile(siteConfig, JSON.stringify(example));
  const app = await startTestApp({
    renderFrom: 'build',
    upstreamUrl: demo.url,
    env: { SITE_CONFIG: siteConfig },
  });
  return { app, listening: await listen(app.app) };
}

beforeAll(async () => {
  configDir = await mkdtemp(path.join(tmpdir(), 'phone-stores-'));
  [browser, demo, stores] = await Promise.all([
    launchBrowser(),
    startDemoApi(),
    startDownloadHost(),
  ]);
  const all: MobileStores = {
    appStore: store('app-store'),
    huawei: store('appgallery'),
    honor: store('honor'),
    xiaomi: store('xiaomi'),
    oppo: store('oppo'),
    vivo: store('vivo'),
    yingyongbao: store('yingyongbao'),
    apk: store('game-partner.apk'),
  };
  const withoutHuawei: MobileStores = { ...all, huawei: undefined };
  [everyStore, noHuawei] = await Promise.all([
    startSite('every-store.json', all),
    startSite('no-huawei.json', withoutHuawei),
  ]);
});

afterAll(async () => {
  await browser?.close();
  for (const site of [everyStore, noHuawei]) {
    await site?.listening.close();
    await site?.app.close();
  }
  await stores?.close();
  await demo?.close();
  if (configDir) await rm(configDir, { recursive: true, force: true });
});

/** Taps the app download of `path` on a phone with this User-Agent; resolves where it led. */
async function tapDownload(site: Site, userAgent: string, rest: string): Promise<string> {
  const { page, problems } = await openPage(browser, { ...PHONE, userAgent });
  await page.goto(`${site.listening.url}${rest}?channel=bilibili&track_id=T-store`);
  await waitForHydration(page);
  await page.locator('main a[data-edition="mobile"]').tap();
  await page.waitForURL((url) => url.href.startsWith(stores.url));
  const reached = page.url();
  expect(problems).toEqual([]);
  await page.context().close();
  return reached;
}

describe('the app download on a phone', () => {
  it.each([
    ['an iPhone', MOBILE_UA, '/m/download', 'app-store'],
    ['an iPhone', MOBILE_UA, '/m', 'app-store'],
    ['a HUAWEI phone', HUAWEI_UA, '/m/download', 'appgallery'],
    ['a HUAWEI phone', HUAWEI_UA, '/m', 'appgallery'],
  ])('sends %s to its store (%s on %s)', async (_phone, userAgent, rest, wanted) => {
    expect(await tapDownload(everyStore, userAgent, rest)).toBe(store(wanted));
  });

  it('sends a HUAWEI phone to 应用宝 when the configuration lists no AppGallery', async () => {
    expect(await tapDownload(noHuawei, HUAWEI_UA, '/m/download')).toBe(store('yingyongbao'));
  });

  it('serves every phone the same HTML, naming the configured download page', async () => {
    const html = await Promise.all(
      [MOBILE_UA, HUAWEI_UA].map(async (userAgent) => {
        const response = await fetch(`${everyStore.listening.url}/m/download`, {
          headers: { 'User-Agent': userAgent },
        });
        return response.text();
      }),
    );
    // The nonce is the one part made per response (a cached page has none).
    const [iPhone, huawei] = html.map((page) => page.replace(/ nonce="[^"]*"/g, ''));
    expect(huawei).toBe(iPhone);
    const link = /<a [^>]*href="([^"]*)"[^>]*data-edition="mobile"/.exec(iPhone!);
    expect(link?.[1]).toBe(store('mobile-page'));
  });
});

describe('the QR code on a computer', () => {
  it.each(TEST_LANGS.flatMap((lang) => [[lang, '/'] as const, [lang, '/download'] as const]))(
    '(%s) %s shows the code of the app page with the campaign query',
    async (lang, rest) => {
      const { page, problems } = await openPage(browser, { userAgent: DESKTOP_UA });
      const origin = everyStore.listening.url;
      await page.goto(`${origin}${pagePath(lang, false, rest)}?channel=bilibili&track_id=T-qr`);
      await waitForHydration(page);
      const image = page.getByRole('img', { name: siteText(lang, 'content:downloads.qr.alt') });
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
      // A code the server refused would be a broken image.
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const src = new URL((await image.getAttribute('src'))!, origin);
      expect(appQrAddress(src.pathname)).toBe(
        `${origin}${pagePath(lang, true, '/download')}?channel=bilibili&track_id=T-qr`,
      );
      expect(await page.getByText(siteText(lang, 'content:downloads.qr.caption')).count()).toBe(1);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );
});
