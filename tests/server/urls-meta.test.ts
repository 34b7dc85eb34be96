import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BUILD_MANIFEST_PATH } from '../../shared/build-manifest';
import { attributes, elements, first, parseHtml, textOf } from '../helpers/html';
import { DESKTOP_UA, MOBILE_UA, startTestApp, type TestApp } from '../helpers/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp({ env: { PUBLIC_ORIGIN: 'https://www.example.com' } });
});
afterAll(() => testApp.close());

const get = (path: string, ua = DESKTOP_UA) =>
  request(testApp.app).get(path).set('User-Agent', ua).set('Cookie', 'locale=zh');

/** The attributes of every <link> of the page. */
function links(html: string): Record<string, string>[] {
  return elements(parseHtml(html), 'link').map(attributes);
}

/** Whether any attribute of any of the links holds `text`. */
function mention(all: Record<string, string>[], text: string): boolean {
  return all.some((link) => Object.values(link).some((value) => value.includes(text)));
}

describe('alternates and canonical', () => {
  it('links every language, x-default and the /m twin from a desktop page', async () => {
    const html = (await get('/en/activity?channel=x')).text;
    const all = links(html);
    expect(all).toContainEqual(
      expect.objectContaining({ rel: 'canonical', href: 'https://www.example.com/en/activity' }),
    );
    expect(all).toContainEqual(
      expect.objectContaining({ hreflang: 'zh-CN', href: 'https://www.example.com/activity' }),
    );
    expect(all).toContainEqual(
      expect.objectContaining({ hreflang: 'en', href: 'https://www.example.com/en/activity' }),
    );
    expect(all).toContainEqual(
      expect.objectContaining({ hreflang: 'ja', href: 'https://www.example.com/ja/activity' }),
    );
    expect(all).toContainEqual(
      expect.objectContaining({ hreflang: 'x-default', href: 'https://www.example.com/activity' }),
    );
    expect(all).toContainEqual(
      expect.objectContaining({
        media: 'only screen and (max-width: 640px)',
        href: 'https://www.example.com/en/m/activity',
      }),
    );
    expect(mention(all, 'channel=x')).toBe(false);
  });

  it('names the desktop twin as canonical of a /m page', async () => {
    const html = (await get('/ja/m/about-us', MOBILE_UA)).text;
    const all = links(html);
    expect(all).toContainEqual(
      expect.objectContaining({ rel: 'canonical', href: 'https://www.example.com/ja/about-us' }),
    );
    expect(all).toContainEqual(
      expect.objectContaining({ hreflang: 'zh-CN', href: 'https://www.example.com/m/about-us' }),
    );
    expect(mention(all, 'max-width: 640px')).toBe(false);
  });

  it('puts title, description and links in <head>', async () => {
    const html = (await get('/about-us')).text;
    const head = first(parseHtml(html), 'head')!;
    expect(elements(head, 'title').map(textOf)).toContain('关于我们 - 游戏伙伴');
    expect(elements(head, 'meta').map(attributes)).toContainEqual(
      expect.objectContaining({ name: 'description' }),
    );
    expect(elements(head, 'link').map(attributes)).toContainEqual(
      expect.objectContaining({ rel: 'canonical' }),
    );
  });
});

describe('static legal files', () => {
  it.each([
    'terms.html',
    'privacy.html',
    'douvterms.html',
    'douvsubscribeterms.html',
    'terms-txj.html',
    'privacy-txj.html',
    'douvterms-legionzone.html',
    'douvsubscribeterms-legionzone.html',
  ])('/%s is a real HTML document', async (file) => {
    const response = await request(testApp.app).get(`/${file}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const document = parseHtml(response.text);
    expect(elements(document, 'h1').map(textOf)).toContainEqual(expect.stringMatching(/\S/));
    expect(textOf(document).length).toBeGreaterThan(2000);
  });
});

describe('build manifest and health', () => {
  it('serves the build id uncached', async () => {
    const response = await request(testApp.app).get(BUILD_MANIFEST_PATH);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(typeof response.body.id).toBe('string');
    expect(response.body.id.length).toBeGreaterThan(0);
    expect(typeof response.body.timestamp).toBe('number');
  });

  it('answers /healthz and /readyz', async () => {
    expect((await request(testApp.app).get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await request(testApp.app).get('/readyz')).status).toBe(200);
  });
});
