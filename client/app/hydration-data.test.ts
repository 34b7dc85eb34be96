import { describe, expect, it } from 'vitest';

import { pageMessages } from '../i18n/page-messages';
import { HYDRATION_GLOBAL, type HydrationPayload, hydrationScript } from './hydration-data';

function payload(overrides: Partial<HydrationPayload> = {}): HydrationPayload {
  return {
    lang: 'en',
    mobile: false,
    origin: 'https://example.test',
    buildId: 'b1',
    config: { captchaId: '</script><script>alert(1)</script>' },
    stylesheets: ['/assets/a.css'],
    messages: pageMessages('en', ['pages.home']),
    ...overrides,
  };
}

/** Runs the script body as the browser would and returns what it set. */
function run(script: string): { site: HydrationPayload; globals: string[] } {
  const window: Record<string, unknown> = {};
  new Function('window', script)(window);
  return { site: window[HYDRATION_GLOBAL] as HydrationPayload, globals: Object.keys(window) };
}

describe('hydrationScript', () => {
  it('hands the browser the payload as it was, strings included, and nothing else', () => {
    const sent = payload();
    const { site, globals } = run(hydrationScript(sent));
    expect(site).toEqual(JSON.parse(JSON.stringify(sent)));
    expect(globals).toEqual([HYDRATION_GLOBAL]);
  });

  it("keeps the payload's fields in their order, the strings last", () => {
    const { messages, ...rest } = payload();
    const { site } = run(hydrationScript(payload()));
    expect(Object.keys(site)).toEqual([...Object.keys(rest), 'messages']);
    expect(site.messages).toEqual(messages);
  });

  it('sends each config as it is, whether its JSON was made now or before', () => {
    const config = { captchaId: 'a' };
    run(hydrationScript(payload({ config })));
    expect(run(hydrationScript(payload({ config }))).site.config).toEqual(config);
    const other = { captchaId: 'b' };
    expect(run(hydrationScript(payload({ config: other }))).site.config).toEqual(other);
  });

  it('keeps every value inside the script element', () => {
    const script = hydrationScript(payload());
    expect(script).not.toContain('</script>');
    expect(script).not.toContain('<');
  });

  it('gives the same strings whether their JSON was made now or before', () => {
    const first = hydrationScript(payload());
    const again = hydrationScript(payload({ buildId: 'b2' }));
    expect(run(again).site.messages).toEqual(run(first).site.messages);
    expect(run(again).site.buildId).toBe('b2');
  });
});
