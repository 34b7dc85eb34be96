import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { TRACKING_WEB_ID_STORAGE_KEY } from '../../client/integrations/tracking/usage-tracking';
import { startDemoApi } from '../../demo-api/start-demo-api';
import { AppMetrics } from '../../server/metrics/metrics';
import { AD_REPORT_A_PATH, AD_REPORT_B_PATH } from '../../shared/api/ad-report-paths';
import { pagePath, siteText, TEST_LANGS } from '../helpers/account-strings';
import { launchBrowser, openPage, waitForHydration } from '../helpers/browser';
import {
  type Hits,
  type ReportingUpstream,
  startDownloadHost,
  startIpLookup,
  startReportingUpstream,
  startTrackingHost,
} from '../helpers/download-hosts';
import { listen } from '../helpers/listen';
import { DESKTOP_UA, MOBILE_UA, startTestApp, type TestApp } from '../helpers/test-app';

/**
 * Campaign visitors download, and the ad reports are counted where they must arrive: at the
 * upstream API, behind the site's /api proxy. Each report must leave inside the tap, before the
 * navigation or new tab it causes: the test closes the page as soon as the download starts, and
 * checks that the browser asked for the report before the download.
 */
const CLIENT_IP = '203.0.113.9';
const WECHAT_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003137) NetType/WIFI Language/zh_CN';
const PHONE = {
  userAgent: MOBILE_UA,
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};

let browser: Browser;
let demo: Awaited<ReturnType<typeof startDemoApi>>;
let upstream: ReportingUpstream;
let tracking: Awaited<ReturnType<typeof startTrackingHost>>;
let ipLookup: Hits;
let downloads: Hits;
let testApp: TestApp;
let site: Awaited<ReturnType<typeof listen>>;
let configDir: string;
const metrics = new AppMetrics(new Set(['bilibili']));

/** A counter's value for exactly these labels (0 when never counted). */
async function counted(name: string, labels: Record<string, string>): Promise<number> {
  const metric = await metrics.registry.getSingleMetric(name)?.get();
  const match = metric?.values.find((value) =>
    Object.entries(labels).every(([key, wanted]) => value.labels[key] === wanted),
  );
  return match?.value ?? 0;
}

beforeAll(async () => {
  demo = await startDemoApi();
  [browser, upstream, tracking, ipLookup, downloads] = await Promise.all([
    launchBrowser(),
    startReportingUpstream(demo.url),
    startTrackingHost(),
    startIpLookup(CLIENT_IP),
    startDownloadHost(),
  ]);
  // The example SITE_CONFIG, its downloads on the loopback download host.
  const example = JSON.parse(await readFile('deploy/site-config.example.json', 'utf8'));
  example.downloads = {
    standard: `${downloads.url}/public/GamePartnerSetup.exe`,
    amd: `${downloads.url}/public/GamePartnerSetup-AMD.exe`,
    aiPc: `${downloads.url}/public/ai-pc`,
    mobile: `${downloads.url}/mobile`,
  };
  configDir = await mkdtemp(path.join(tmpdir(), 'download-attribution-'));
  const siteConfig = path.join(configDir, 'site-config.json');
  await writeFile(siteConfig, JSON.stringify(example));
  testApp = await startTestApp({
    renderFrom: 'build',
    upstreamUrl: upstream.url,
    metrics,
    env: {
      SITE_CONFIG: siteConfig,
      DOWNLOAD_HOST: downloads.url,
      TRACKING_HOST: tracking.url,
      IP_LOOKUP_URL: `${ipLookup.url}/json`,
    },
  });
  site = await listen(testApp.app);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await testApp?.close();
  await Promise.all([upstream, tracking, ipLookup, downloads].map((server) => server?.close()));
  await demo?.close();
  if (configDir) await rm(configDir, { recursive: true, force: true });
});

beforeEach(() => {
  upstream.refuseReports = false;
});

/** Every request the page's browser context issues, in order. */
function issuedRequests(page: Page): string[] {
  const issued: string[] = [];
  page.context().on('request', (request: Request) => issued.push(request.url()));
  return issued;
}

/** Opens `path` and waits until the page has what a tap needs: hydration, web id, address. */
async function land(page: Page, path: string, { webId = true } = {}): Promise<string | null> {
  const lookedUp = page.waitForResponse((response) => response.url().startsWith(ipLookup.url));
  await page.goto(`${site.url}${path}`);
  await waitForHydration(page);
  await lookedUp;
  if (!webId) return null;
  const handle = await page.waitForFunction(
    (key) => window.localStorage.getItem(key),
    TRACKING_WEB_ID_STORAGE_KEY,
  );
  return (await handle.jsonValue()) as string;
}

function downloadsOf(prefix: string): string[] {
  return downloads.paths.filter((hit) => hit.startsWith(prefix));
}

/** Where the report and the download stand in the browser's requests. */
function order(issued: string[], reportPath: string, download: string) {
  return {
    report: issued.findIndex((url) => url === `${site.url}${reportPath}`),
    download: issued.findIndex((url) => url.startsWith(download)),
  };
}

const EDITIONS = [
  { edition: 'standard', file: 'GamePartnerSetup' },
  { edition: 'amd', file: 'GamePartnerSetup-AMD' },
  { edition: 'aiPc', file: 'GamePartnerSetup-AIPC' },
] as const;

describe('a desktop campaign visitor', () => {
  it.each(EDITIONS)(
    'downloads the $edition edition from /download: report A with the track id, installer named by channel and web id',
    async ({ edition, file }) => {
      const trackId = `T-${edition}`;
      const { page, problems } = await openPage(browser, { userAgent: DESKTOP_UA });
      const issued = issuedRequests(page);
      const webId = await land(page, `/download?channel=bilibili&track_id=${trackId}`);
      expect(webId).toMatch(/^web-\d+$/);

      await page.locator(`main a[data-edition="${edition}"]`).click();
      const installer = `/installer/bilibili/${file}_bilibili_${webId}.exe`;
      await expect.poll(() => downloadsOf('/installer/')).toContain(installer);
      // The visitor leaves at once: a report still waiting in the page would be lost.
      await page.close();

      await expect
        .poll(() => upstream.reportsA.filter((r) => r.body.track_id === trackId))
        .toHaveLength(1);
      const report = upstream.reportsA.find((r) => r.body.track_id === trackId)!;
      expect(report.body).toMatchObject({
        conv_type: 'APP_DOWNLOAD',
        report_from: 'bilibili',
        web_id: webId,
        client_ip: CLIENT_IP,
        url: `${site.url}/download?channel=bilibili&track_id=${trackId}`,
      });
      expect(report.headers).toMatchObject({ lan: 'zh', 'platform-source': 'web', area: 'cn' });
      const { report: reportAt, download: downloadAt } = order(
        issued,
        AD_REPORT_A_PATH,
        `${downloads.url}${installer}`,
      );
      expect(reportAt).toBeGreaterThan(-1);
      expect(reportAt).toBeLessThan(downloadAt);
      expect(problems).toEqual([]);
    },
  );

  it('downloads from the home page: 下载桌面版 sends report A and names the installer', async () => {
    const { page, problems } = await openPage(browser, { userAgent: DESKTOP_UA });
    const issued = issuedRequests(page);
    const webId = await land(page, '/?channel=bilibili&track_id=T-home');
    await page.locator('.home-hero a[data-edition="standard"]').click();
    const installer = `/installer/bilibili/GamePartnerSetup_bilibili_${webId}.exe`;
    await expect.poll(() => downloadsOf('/installer/')).toContain(installer);
    await page.close();
    await expect
      .poll(() => upstream.reportsA.filter((r) => r.body.track_id === 'T-home'))
      .toHaveLength(1);
    const { report, download } = order(issued, AD_REPORT_A_PATH, `${downloads.url}${installer}`);
    expect(report).toBeGreaterThan(-1);
    expect(report).toBeLessThan(download);
    expect(problems).toEqual([]);
  });

  it('moves the campaign counters: the report sent and accepted, the download tracked or not', async () => {
    const report = { report: 'A', channel: 'bilibili' };
    const before = {
      sent: await counted('ad_reports_total', { ...report, outcome: 'sent' }),
      accepted: await counted('ad_reports_total', { ...report, outcome: 'accepted' }),
      tracked: await counted('downloads_total', {
        edition: 'amd',
        channel: 'bilibili',
        tracked: 'true',
      }),
      untracked: await counted('downloads_total', {
        edition: 'amd',
        channel: 'other',
        tracked: 'false',
      }),
    };
    const { page } = await openPage(browser, { userAgent: DESKTOP_UA });
    await land(page, '/download?channel=bilibili&track_id=T-counted');
    await page.locator('main a[data-edition="amd"]').click();
    await expect
      .poll(() => counted('ad_reports_total', { ...report, outcome: 'accepted' }))
      .toBe(before.accepted + 1);
    expect(await counted('ad_reports_total', { ...report, outcome: 'sent' })).toBe(before.sent + 1);
    await expect
      .poll(() =>
        counted('downloads_total', { edition: 'amd', channel: 'bilibili', tracked: 'true' }),
      )
      .toBe(before.tracked + 1);
    await page.context().close();

    // A visit without track_id sends no report A: the count is where its download shows.
    const second = await openPage(browser, { userAgent: DESKTOP_UA });
    await land(second.page, '/download?channel=poster');
    await second.page.locator('main a[data-edition="amd"]').click();
    await expect
      .poll(() =>
        counted('downloads_total', { edition: 'amd', channel: 'other', tracked: 'false' }),
      )
      .toBe(before.untracked + 1);
    expect(await counted('ad_reports_total', { ...report, outcome: 'sent' })).toBe(before.sent + 1);
    await second.context.close();
  });

  it('still downloads when the upstream refuses the report', async () => {
    upstream.refuseReports = true;
    const { page } = await openPage(browser, { userAgent: DESKTOP_UA });
    const webId = await land(page, '/download?channel=refused&track_id=T-refused');
    await page.locator('main a[data-edition="amd"]').click();
    await expect
      .poll(() => downloadsOf('/installer/'))
      .toContain(`/installer/refused/GamePartnerSetup-AMD_refused_${webId}.exe`);
    await expect
      .poll(() => upstream.reportsA.filter((r) => r.body.track_id === 'T-refused'))
      .toHaveLength(1);
    await page.context().close();
  });
});

describe('a phone campaign visitor', () => {
  it.each([
    ['the mobile home', '/m'],
    ['the mobile download page', '/m/download'],
  ])('taps the app download on %s: report B with the channel arrives', async (_label, rest) => {
    const channel = 'bilibili';
    const { page, problems } = await openPage(browser, PHONE);
    const issued = issuedRequests(page);
    await land(page, `${rest}?channel=${channel}&track_id=X`, { webId: false });
    const before = upstream.reportsB.length;

    await page.locator('main a[data-edition="mobile"]').tap();
    // The tap left the site: whatever the page had not sent by then is gone.
    await page.waitForURL(`${downloads.url}/mobile`);

    await expect.poll(() => upstream.reportsB.length).toBe(before + 1);
    const report = upstream.reportsB.at(-1)!;
    expect(report.body).toEqual({
      conv_time: 0,
      idfa: '',
      client_ip: CLIENT_IP,
      model: '',
      ua: MOBILE_UA,
      oaid: '',
      updatetime: '',
      boottime: '',
      report_from: channel,
      ua_xy: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)',
    });
    expect(report.headers).toMatchObject({ 'platform-source': 'mobile_web', lan: 'zh' });
    const { report: reportAt, download } = order(
      issued,
      AD_REPORT_B_PATH,
      `${downloads.url}/mobile`,
    );
    expect(reportAt).toBeGreaterThan(-1);
    expect(reportAt).toBeLessThan(download);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('taps the app download before the page has hydrated: the tap is held, then replayed', async () => {
    const { page, problems } = await openPage(browser, PHONE);
    const issued = issuedRequests(page);
    // The page's scripts wait until the tap has been made: only the early script is there.
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route('**/assets/**/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    const address = `${site.url}/m/download?channel=bilibili&track_id=T-early`;
    const before = { reports: upstream.reportsB.length, downloads: downloadsOf('/mobile').length };
    await page.goto(address, { waitUntil: 'commit' });

    const control = page.locator('main a[data-edition="mobile"]');
    await control.tap();
    // Held, and shown to be: no navigation without its report.
    expect(await control.getAttribute('aria-busy')).toBe('true');
    expect(page.url()).toBe(address);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

    releaseScripts();
    await page.waitForURL(`${downloads.url}/mobile`);
    expect(downloadsOf('/mobile')).toHaveLength(before.downloads + 1);
    await expect.poll(() => upstream.reportsB.length).toBe(before.reports + 1);
    expect(upstream.reportsB.at(-1)!.body).toMatchObject({ report_from: 'bilibili' });
    const { report, download } = order(issued, AD_REPORT_B_PATH, `${downloads.url}/mobile`);
    expect(report).toBeGreaterThan(-1);
    expect(report).toBeLessThan(download);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('still gets the app when the upstream refuses the report', async () => {
    upstream.refuseReports = true;
    const { page } = await openPage(browser, PHONE);
    await land(page, '/m?channel=refused-b', { webId: false });
    const before = upstream.reportsB.length;
    await page.locator('main a[data-edition="mobile"]').tap();
    await page.waitForURL(`${downloads.url}/mobile`);
    await expect.poll(() => upstream.reportsB.length).toBe(before + 1);
    await page.context().close();
  });

  it('sees the app first on the download page, with its button', async () => {
    const { page } = await openPage(browser, PHONE);
    await page.goto(`${site.url}${pagePath('zh', true, '/download')}`);
    const cards = page.locator('main .edition');
    await expect.poll(() => cards.first().getAttribute('id')).toBe('mobile');
    const button = cards.first().locator('a[data-edition="mobile"]');
    expect(await button.textContent()).toBe(siteText('zh', 'content:downloads.demoPage.mobileGet'));
    const box = await button.boundingBox();
    expect(box && box.y + box.height).toBeLessThan(PHONE.viewport.height);
    await page.context().close();
  });
});

describe('a phone visitor inside WeChat', () => {
  it.each(TEST_LANGS)(
    'taps the app download (%s): the open-in-browser guide shows the campaign link, and the page stays',
    async (lang) => {
      const { page, problems } = await openPage(browser, { ...PHONE, userAgent: WECHAT_IOS });
      const landing = `${pagePath(lang, true, '/')}?channel=bilibili&track_id=X`;
      await land(page, landing, { webId: false });
      const address = page.url();
      expect(address).toBe(`${site.url}${landing}`);
      const navigations: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) navigations.push(frame.url());
      });
      const before = { reports: upstream.reportsB.length, downloads: downloads.paths.length };

      await page.locator('main a[data-edition="mobile"]').tap();
      const guide = page.getByRole('dialog', {
        name: siteText(lang, 'content:openInBrowser.title'),
      });
      await guide.waitFor();
      expect(await guide.textContent()).toContain(siteText(lang, 'content:openInBrowser.lead'));
      expect(await guide.getByRole('textbox').inputValue()).toBe(address);

      expect(page.url()).toBe(address);
      expect(navigations).toEqual([]);
      expect(downloads.paths).toHaveLength(before.downloads);
      expect(upstream.reportsB).toHaveLength(before.reports);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );
});
