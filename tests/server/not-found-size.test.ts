/**
 * The not-found page names the requested path in its not-found line, whole and once: its head
 * names no URL of its own (it is noindex and answers any path), and its language switchers lead
 * to each language's home, so a long path does not make the page many times its length.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { elements, parseHtml, withClass } from '../helpers/html';
import { DESKTOP_UA, MOBILE_UA, startTestApp, type TestApp } from '../helpers/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(async () => {
  await testApp.close();
});

/** Occurrences of `part` in `text`. */
const count = (text: string, part: string) => text.split(part).length - 1;

describe('the not-found page of a long path', () => {
  it.each([
    ['desktop', '', DESKTOP_UA],
    ['mobile', '/m', MOBILE_UA],
  ])('on %s names it once in its line and not in its head', async (_tree, prefix, ua) => {
    // The path's own part: a /m page's head would name it under its desktop twin's path.
    const rest = `no-such-page-${'x'.repeat(8 * 1024)}`;
    const path = `${prefix}/${rest}`;
    const response = await request(testApp.app).get(path).set('User-Agent', ua);
    expect(response.status).toBe(404);
    expect(count(response.text, `找不到页面：${path}`)).toBe(1);
    const head = response.text.slice(0, response.text.indexOf('</head>'));
    expect(count(head, rest)).toBe(0);
    // Besides the line: only the router's error data, which the browser renders the line from.
    expect(count(response.text, rest)).toBe(2);
    const switcherLinks = withClass(parseHtml(response.text), 'language-switcher').flatMap((nav) =>
      elements(nav, 'a').map((link) => link.attrs.find(({ name }) => name === 'href')?.value),
    );
    expect(switcherLinks).toEqual(
      expect.arrayContaining([`${prefix || '/'}`, `/en${prefix}`, `/ja${prefix}`]),
    );
  });

  it('keeps the path in the language switcher of a page that exists', async () => {
    const response = await request(testApp.app).get('/about-us').set('User-Agent', DESKTOP_UA);
    expect(response.status).toBe(200);
    expect(response.text).toContain('href="/en/about-us"');
  });
});
