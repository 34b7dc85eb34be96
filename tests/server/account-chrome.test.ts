import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { socialChannels } from '../../client/components/social/social-channels';
import { demoPublicFacts } from '../../shared/public-facts';
import { pagePaths } from '../../shared/routing/route-manifest';
import { GEETEST_SCRIPT_URL, GTAG_SCRIPT_URL } from '../../shared/third-party-scripts';
import { pagePath, siteText, TEST_LANGS } from '../helpers/account-strings';
import {
  elements,
  first,
  hasClass,
  parseHtml,
  textOf,
  withAttributes,
  withClass,
} from '../helpers/html';
import { DESKTOP_UA, MOBILE_UA, startTestApp, type TestApp } from '../helpers/test-app';

/** Without SITE_CONFIG the site shows its demo stand-ins. */
const SOCIAL_CHANNELS = socialChannels(demoPublicFacts('zh'));

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

/** The server-rendered page and its header element. */
function chromeOf(html: string) {
  const document = parseHtml(html);
  const header = first(document, (el) => el.tagName === 'header' && hasClass(el, 'site-header'));
  expect(header).toBeDefined();
  return { document, header: header! };
}

describe.each(TEST_LANGS)('server-rendered chrome (%s)', (lang) => {
  const text = (key: string) => siteText(lang, key);

  it('renders the desktop header for a visitor with every part of the spec', async () => {
    const response = await get(plain, pagePath(lang, false, '/about-us'));
    expect(response.status).toBe(200);
    const { document, header } = chromeOf(response.text);
    expect(hasClass(header, 'site-header--desktop')).toBe(true);
    for (const id of [1, 2, 3, 4, 5, 6]) {
      expect(withAttributes(header, { 'data-menu-id': String(id) }), `menu ${id}`).not.toEqual([]);
    }
    expect(
      withAttributes(header, { href: demoPublicFacts(lang).downloads.aiPc, target: '_blank' }),
    ).not.toEqual([]);
    expect(
      withAttributes(header, { placeholder: text('account:header.searchPlaceholder') }),
    ).not.toEqual([]);
    for (const channel of SOCIAL_CHANNELS) {
      expect(withClass(header, `social-icon--${channel.key}`), channel.key).not.toEqual([]);
    }
    expect(elements(header, 'button').map(textOf)).toContain(text('account:header.loginButton'));
    expect(withClass(header, 'account-corner--avatar')).toEqual([]);
    expect(withAttributes(document, { class: 'layout layout--desktop' })).not.toEqual([]);
  });

  it('renders the mobile header, its spacer and the mobile class', async () => {
    const response = await get(plain, pagePath(lang, true, '/about-us'), MOBILE_UA);
    const { document, header } = chromeOf(response.text);
    expect(hasClass(header, 'site-header--mobile')).toBe(true);
    expect(withClass(header, 'menu-button')).not.toEqual([]);
    expect(
      withAttributes(header, { placeholder: text('account:header.mobileSearchPlaceholder') }),
    ).not.toEqual([]);
    expect(withAttributes(document, { class: 'site-header__spacer' })).not.toEqual([]);
    expect(withAttributes(document, { class: 'layout layout--mobile mobile' })).not.toEqual([]);
  });

  it('offers every language under the page, with the query the page reads', async () => {
    // Tracking parameters join the links in the browser, after hydration: the server's HTML is
    // the same for every campaign click.
    const search = pagePaths.search('abc');
    const html = (await get(plain, `${pagePath(lang, false, search)}&channel=ad`)).text;
    const bar = first(parseHtml(html), (el) => hasClass(el, 'layout__languages'));
    expect(bar).toBeDefined();
    for (const code of TEST_LANGS) {
      const href = pagePath(code, false, search);
      expect(withAttributes(bar!, { href, hreflang: code }), code).not.toEqual([]);
    }
    expect(html).not.toContain('channel=ad');
  });

  it("keeps the header small enough for the page's heading to come early", async () => {
    // React sends the whole shell in one pass (tests/server/streaming.test.ts); what delays the
    // <h1> is the bytes before it. The header gets 3 KB of them; the head, which must carry the
    // share card and the search engines' tags, brings the total to at most 6 KB, well inside a
    // first TCP congestion window (10 segments, RFC 6928) even uncompressed.
    for (const mobile of [false, true]) {
      const html = (
        await get(plain, pagePath(lang, mobile, '/about-us'), mobile ? MOBILE_UA : DESKTOP_UA)
      ).text;
      const heading = html.indexOf('<h1');
      expect(Buffer.byteLength(html.slice(html.indexOf('<body'), heading))).toBeLessThan(3072);
      expect(Buffer.byteLength(html.slice(0, heading))).toBeLessThan(6144);
    }
  });

  it('renders nothing user-specific on the profile pages', async () => {
    const desktop = await get(plain, pagePath(lang, false, '/profile'));
    expect(desktop.text).toContain('loading-state');
    expect(desktop.text).not.toContain('profile-card');
    const removal = await get(plain, pagePath(lang, true, pagePaths.removeAccount(7)), MOBILE_UA);
    expect(removal.status).toBe(200);
    expect(removal.text).toContain('loading-state');
    expect(elements(parseHtml(removal.text), 'h1')).toHaveLength(1);
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
    expect(withAttributes(parseHtml(response.text), { src: GEETEST_SCRIPT_URL })).toEqual([]);
  });

  it('serves the QR code images', async () => {
    for (const channel of SOCIAL_CHANNELS) {
      const response = await request(plain.app).get(channel.qr);
      expect(response.status, channel.qr).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
    }
  });
});
