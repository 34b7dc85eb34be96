import type { Lang } from '../i18n/languages';

/**
 * The share card of each language: a 1200×630 image (the size WeChat, Weibo, QQ and X crop
 * least), served by the site itself from public/ and made by `npm run share-images`.
 */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** Where each language's share image is served, below the site's origin. */
export const SHARE_IMAGE_PATH: Readonly<Record<Lang, string>> = {
  zh: '/share/zh.jpg',
  en: '/share/en.jpg',
  ja: '/share/ja.jpg',
};

/** Open Graph's `og:locale` of each language (language_TERRITORY). */
export const OG_LOCALE: Readonly<Record<Lang, string>> = { zh: 'zh_CN', en: 'en_US', ja: 'ja_JP' };
