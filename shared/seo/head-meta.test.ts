import { describe, expect, it } from 'vitest';

import { headMetaHtml, type HeadMetaInput, headMetaTags } from './head-meta';

const TERMS: HeadMetaInput = {
  lang: 'ja',
  origin: 'https://www.example.com',
  siteName: 'ゲームパートナー',
  title: '利用規約 "A&B" <2026>',
  description: '利用規約の全文。',
  canonicalPath: '/terms.html',
  device: 'pc,mobile',
};

describe('headMetaTags', () => {
  it('names the /m twin of a pc page, absolute, and no twin for the other kinds', () => {
    const pc = headMetaTags({ ...TERMS, device: 'pc', mobileTwinPath: '/ja/m/about-us' });
    expect(pc).toContainEqual({ name: 'applicable-device', content: 'pc' });
    expect(pc).toContainEqual({
      name: 'mobile-agent',
      content: 'format=html5;url=https://www.example.com/ja/m/about-us',
    });
    for (const device of ['mobile', 'pc,mobile'] as const) {
      const tags = headMetaTags({ ...TERMS, device });
      expect(tags).toContainEqual({ name: 'applicable-device', content: device });
      expect(tags.some((tag) => tag.name === 'mobile-agent')).toBe(false);
    }
  });

  it('gives the share card in the page language, with absolute URLs', () => {
    const card = Object.fromEntries(
      headMetaTags(TERMS).map((tag) => [tag.property ?? tag.name, tag.content]),
    );
    expect(card).toMatchObject({
      'og:title': TERMS.title,
      'og:description': TERMS.description,
      'og:site_name': 'ゲームパートナー',
      'og:locale': 'ja_JP',
      'og:url': 'https://www.example.com/terms.html',
      'og:image': 'https://www.example.com/share/ja.jpg',
      'og:image:width': '1200',
      'og:image:height': '630',
      'twitter:card': 'summary_large_image',
    });
  });
});

describe('headMetaHtml', () => {
  it('writes each tag once, its text escaped, for documents rendered without React', () => {
    const html = headMetaHtml(TERMS);
    expect(html.split('\n')).toHaveLength(headMetaTags(TERMS).length);
    expect(html).toContain(
      '<meta property="og:title" content="利用規約 &quot;A&amp;B&quot; &lt;2026&gt;">',
    );
    expect(html).toContain('<meta name="applicable-device" content="pc,mobile">');
    expect(html).not.toContain('<2026>');
  });
});
