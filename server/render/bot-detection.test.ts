/**
 * What the site decides about crawlers on top of isbot's list (which crawlers it knows is isbot's
 * to test): a headless browser runs the page's scripts, so it is streamed to like a visitor's
 * browser, while a page speed tool in one is still a crawler; no User-Agent is a browser.
 */
import { describe, expect, it } from 'vitest';

import { isCrawler } from './bot-detection';

describe('isCrawler', () => {
  it('streams to a headless browser, which runs the scripts as any browser does', () => {
    expect(
      isCrawler(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
      ),
    ).toBe(false);
  });

  it('still knows a page speed tool in a headless browser as a crawler', () => {
    expect(
      isCrawler(
        'Mozilla/5.0 (Linux; Android 7.0; Moto G (4)) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/59.0.3033.0 Mobile Safari/537.36 Chrome-Lighthouse',
      ),
    ).toBe(true);
  });

  it('streams when there is no user agent', () => {
    expect(isCrawler(undefined)).toBe(false);
    expect(isCrawler('')).toBe(false);
  });
});
