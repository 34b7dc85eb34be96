import { createElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';

import { FRAME_MESSAGES } from './message-paths';
import { pageMessages } from './page-messages';
import { createPageTranslator } from './page-translator';
import { resources } from './resources';
import { flattenMessages } from './translate';
import { I18nProvider, useT } from './use-t';

describe('pageMessages', () => {
  it('sends the frame and the named groups, nested, and nothing else', () => {
    const sent = pageMessages('en', ['content.about', 'pages.about']);
    const keys = [...flattenMessages(sent).keys()];
    expect(sent).toMatchObject({
      site: resources.en.site,
      errors: resources.en.errors,
      pages: { about: resources.en.pages.about },
      content: { about: resources.en.content.about },
    });
    expect(
      keys.every(
        (key) =>
          /^(pages\.about|content\.about)\./.test(key) ||
          FRAME_MESSAGES.some((path) => key.startsWith(`${path}.`)),
      ),
    ).toBe(true);
    expect(keys.some((key) => key.startsWith('content.home.'))).toBe(false);
    expect(keys.some((key) => key.startsWith('pages.home.'))).toBe(false);
  });

  it('works each choice out once', () => {
    expect(pageMessages('ja', ['nav'])).toBe(pageMessages('ja', ['nav']));
    expect(pageMessages('ja', ['nav'])).not.toBe(pageMessages('en', ['nav']));
  });
});

function Lead() {
  const t = useT();
  return createElement('p', null, t('content.about.lead'));
}

async function renderToText(element: ReturnType<typeof createElement>): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

describe('createPageTranslator', () => {
  it('answers from the strings it was given', () => {
    const { t } = createPageTranslator('en', pageMessages('en', []));
    expect(t('site.name')).toBe(resources.en.site.name);
  });

  it('suspends a render that needs a string it was not given until the language has loaded', async () => {
    const { t } = createPageTranslator('ja', pageMessages('ja', []));
    const html = await renderToText(createElement(I18nProvider, { t }, createElement(Lead)));
    expect(html).toBe(`<p>${resources.ja.content.about.lead}</p>`);
    expect(t('content.home.plays')).toBe(resources.ja.content.home.plays);
  });
});
