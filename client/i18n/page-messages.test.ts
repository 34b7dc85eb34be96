import { createElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';

import { resources } from '../../shared/i18n/catalogues';
import { pageMessages } from './page-messages';
import { createPageTranslator } from './page-translator';
import { I18nProvider, useT } from './use-t';

describe('pageMessages', () => {
  it('sends the frame and the named groups, by namespace, and nothing else', () => {
    expect(pageMessages('en', ['content:about', 'pages.about'])).toEqual({
      core: {
        site: resources.en.core.site,
        language: resources.en.core.language,
        footer: resources.en.core.footer,
        common: resources.en.core.common,
        errors: resources.en.core.errors,
        compliance: resources.en.core.compliance,
        pages: { about: resources.en.core.pages.about },
      },
      account: {
        header: resources.en.account.header,
        social: resources.en.account.social,
        toast: resources.en.account.toast,
      },
      content: { about: resources.en.content.about },
    });
  });

  it('sends a group named inside another once, whole', () => {
    const sent = pageMessages('ja', ['content:about.join', 'content:about']);
    expect(sent.content).toEqual({ about: resources.ja.content.about });
    expect(pageMessages('ja', ['content:about.join']).content).toEqual({
      about: { join: resources.ja.content.about.join },
    });
  });

  it('works each choice out once', () => {
    expect(pageMessages('ja', ['nav'])).toBe(pageMessages('ja', ['nav']));
    expect(pageMessages('ja', ['nav'])).not.toBe(pageMessages('en', ['nav']));
  });
});

function Lead() {
  const t = useT();
  return createElement('p', null, t('content:about.lead'));
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
    expect(t('site.name')).toBe(resources.en.core.site.name);
    expect(t('account:toast.repeated', { count: 3 })).toBe('Repeated 3 times');
  });

  it('suspends a render that needs a string it was not given until the language has loaded', async () => {
    const { t } = createPageTranslator('ja', pageMessages('ja', []));
    const html = await renderToText(createElement(I18nProvider, { t }, createElement(Lead)));
    expect(html).toBe(`<p>${resources.ja.content.about.lead}</p>`);
    expect(t('content:home.plays')).toBe(resources.ja.content.home.plays);
    expect(t('pages.home.heading')).toBe(resources.ja.core.pages.home.heading);
  });
});
