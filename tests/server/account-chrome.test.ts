import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCIAL_CHANNELS } from '../../client/components/social/social-channels';
import { AI_PC_DOWNLOAD_URL } from '../../client/integrations/external-links';
import { GEETEST_SCRIPT_URL, GTAG_SCRIPT_URL } from '../../shared/third-party-scripts';
import { pagePath, siteText, TEST_LANGS } from '../helpers/account-strings';
import { DESKTOP_UA, MOBILE_UA, startTestApp, type TestApp } from '../helpers/test-app';

let plain: TestApp;
let configured: TestApp;

beforeAll(async () => {
  [plain, configured] = await Promise.all([
    startTestApp(),
    startTestApp({ env: { CAPTCHA_ID: 'captcha-id', ANALYTICS_ID: 'G-TEST123' } }),
  ]);
});
afterAll(async () => {
  await plain?.close();
  await configured?.close();
});

const get = (app: TestApp, path: string, ua = DESKTOP_UA) =>
  request(app.app).get(path).set('User-Agent', ua).set('Cookie', 'locale=zh');

/** The server-rendered header, up to the end of its element. */
function headerOf(html: string): string {
  const start = html.indexOf('<header class="site-header');
  return html.slice(start, html.indexOf('</header>', start));
}

describe.each(TEST_LANGS)('server-rendered chrome (%s)', (lang) => {
  const text = (key: string) => siteText(lang, key);

  it('renders the desktop header for a visitor with every part of the spec', async () => {
    const response = await get(plain, pagePath(lang, false, '/about-us'));
    expect(response.status).toBe(200);
    const header = headerOf(response.text);
    expect(header).toContain('site-header--desktop');
    for (const id of [1, 2, 3, 4, 5, 6]) expect(header).toContain(`data-menu-id="${id}"`);
    expect(header).toContain(`href="${AI_PC_DOWNLOAD_URL}" target="_blank"`);
    expect(header).toContain(`placeholder="${text('account.header.searchPlaceholder')}"`);
    for (const channel of SOCIAL_CHANNELS) expect(header).toContain(`social-icon--${channel.key}`);
    expect(header).toContain(`>${text('account.header.loginButton')}</button>`);
    expect(header).not.toContain('account-entry--avatar');
    expect(response.text).toContain('class="layout layout--desktop"');
  });

  it('renders the mobile header, its spacer and the mobile class', async () => {
    const response = await get(plain, pagePath(lang, true, '/about-us'), MOBILE_UA);
    const header = headerOf(response.text);
    expect(header).toContain('site-header--mobile');
    expect(header).toContain('class="menu-button');
    expect(header).toContain(`placeholder="${text('account.header.mobileSearchPlaceholder')}"`);
    expect(response.text).toContain('class="site-header__spacer"');
    expect(response.text).toContain('class="layout layout--mobile mobile"');
  });

  it('offers every language under the page, current query kept', async () => {
    const html = (await get(plain, `${pagePath(lang, false, '/activity')}?channel=ad`)).text;
    const bar = html.slice(html.indexOf('class="layout__languages"'));
    for (const code of TEST_LANGS) {
      expect(bar).toContain(
        `href="${pagePath(code, false, '/activity')}?channel=ad" hrefLang="${code}"`,
      );
    }
  });

  it("leaves room for the page's heading in React's first 4096-byte flush", async () => {
    // The streamed shell reaches the visitor in 4096-byte writes: the header must not push
    // the <h1> out of the first one (tests/server/streaming.test.ts).
    for (const mobile of [false, true]) {
      const html = (
        await get(plain, pagePath(lang, mobile, '/about-us'), mobile ? MOBILE_UA : DESKTOP_UA)
      ).text;
      expect(Buffer.byteLength(html.slice(0, html.indexOf('<h1')))).toBeLessThan(4096);
    }
  });

  it('renders nothing user-specific on the profile pages', async () => {
    const desktop = await get(plain, pagePath(lang, false, '/profile'));
    expect(desktop.text).toContain('loading-state');
    expect(desktop.text).not.toContain('profile-card');
    const removal = await get(plain, pagePath(lang, true, '/profile/removeAccount-7'), MOBILE_UA);
    expect(removal.status).toBe(200);
    expect(removal.text).toContain('loading-state');
    expect(removal.text.match(/<h1/g)).toHaveLength(1);
  });
});

describe('third-party integrations of the chrome', () => {
  it('loads and allows nothing from outside while they are not configured', async () => {
    const response = await get(plain, '/');
    const csp = response.headers['content-security-policy'] ?? '';
    for (const url of [GEETEST_SCRIPT_URL, GTAG_SCRIPT_URL]) {
      expect(response.text).not.toContain(new URL(url).host);
      expect(csp).not.toContain(new URL(url).host);
    }
  });

  it('hands the ids to the browser, which loads the scripts, when configured', async () => {
    const response = await get(configured, '/');
    const csp = response.headers['content-security-policy'] ?? '';
    expect(csp).toContain(new URL(GEETEST_SCRIPT_URL).host);
    expect(csp).toContain(new URL(GTAG_SCRIPT_URL).host);
    expect(response.text).toContain('"captchaId":"captcha-id"');
    expect(response.text).toContain('"analyticsId":"G-TEST123"');
    expect(response.text).not.toContain(`src="${GEETEST_SCRIPT_URL}"`);
  });

  it('serves the QR code images', async () => {
    for (const channel of SOCIAL_CHANNELS) {
      const response = await request(plain.app).get(channel.qr);
      expect(response.status, channel.qr).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
    }
  });
});
