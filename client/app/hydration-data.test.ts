import { describe, expect, it } from 'vitest';

import { pageMessages } from '../i18n/page-messages';
import { HYDRATION_GLOBAL, type HydrationPayload, hydrationScript } from './hydration-data';

function payload(): HydrationPayload {
  return {
    lang: 'en',
    mobile: false,
    origin: 'https://example.test',
    buildId: 'b1',
    config: { captchaId: '</script><script>alert(1)</script>' },
    stylesheets: ['/assets/a.css'],
    messages: pageMessages('en', ['pages.home']),
  };
}

/** Runs the script body as the browser would and returns what it set. */
function run(script: string): Record<string, unknown> {
  const window: Record<string, unknown> = {};
  new Function('window', script)(window);
  return window;
}

describe('hydrationScript', () => {
  it('hands the browser the payload as it was, strings included, and nothing else', () => {
    const sent = payload();
    expect(run(hydrationScript(sent))).toEqual({
      [HYDRATION_GLOBAL]: JSON.parse(JSON.stringify(sent)),
    });
  });

  it('keeps every value inside the script element', () => {
    const script = hydrationScript(payload());
    expect(script).not.toContain('</script>');
    expect(script).not.toContain('<');
  });
});
