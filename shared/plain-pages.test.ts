import { describe, expect, it } from 'vitest';

import { resources } from './i18n/catalogues';
import { languageInstances } from './i18n/language-instances';
import { LANGUAGES } from './i18n/languages';
import { plainPage, type PlainPageKind } from './plain-pages';

describe('plainPage', () => {
  it.each<PlainPageKind>(['serverError', 'busy'])(
    'says the %s page in every language, Chinese first, with nothing to load',
    (kind) => {
      const html = plainPage(languageInstances, kind);
      const headings = LANGUAGES.map((lang) => resources[lang].server.plainPages[kind].heading);
      const positions = headings.map((heading) => html.indexOf(heading));
      expect(positions.every((position) => position > 0)).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      expect(html).toContain(`<h1>${resources.zh.server.plainPages[kind].heading}</h1>`);
      expect(html).toContain(`<p lang="ja">${resources.ja.server.plainPages[kind].body}</p>`);
      expect(html).toMatch(/^<!doctype html><html lang="zh-CN">/);
      expect(html).not.toMatch(/<script|<link|<img|style=/i);
    },
  );
});
