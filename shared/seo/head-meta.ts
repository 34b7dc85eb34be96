import type { Lang } from '../i18n/languages';
import { escapeMarkup } from '../markup-escape';
import { OG_LOCALE, SHARE_IMAGE, SHARE_IMAGE_PATH } from './share-card';

/**
 * Which devices a page is for, as Baidu, Shenma and Sogou read `applicable-device`: a desktop
 * page with a separate `/m` twin is `pc`, the twin `mobile`, a page served the same to both
 * (the legal pages) `pc,mobile`.
 */
export type ApplicableDevice = 'pc' | 'mobile' | 'pc,mobile';

export interface HeadMetaInput {
  lang: Lang;
  /** The public origin the absolute URLs are made on. */
  origin: string;
  /** The site's name in the page's language (`og:site_name`). */
  siteName: string;
  title: string;
  description: string;
  /** The page's canonical path, without a query; none for a page that answers any path (an error). */
  canonicalPath?: string;
  device: ApplicableDevice;
  /** The `/m` twin of a `pc` page, which Chinese search engines show to phones instead. */
  mobileTwinPath?: string;
}

/** One `<meta>`: Open Graph names its tags with `property`, everything else with `name`. */
export type MetaTag =
  | { name: string; property?: never; content: string }
  | { property: string; name?: never; content: string };

/**
 * The meta tags every page carries besides its title and description: the separate-mobile-URL
 * markup of the Chinese search engines, and the share card (Open Graph, read by WeChat, QQ, Weibo
 * and most chat apps, and Twitter's card type), in the page's language.
 */
export function headMetaTags(input: HeadMetaInput): MetaTag[] {
  const { lang, origin } = input;
  const tags: MetaTag[] = [{ name: 'applicable-device', content: input.device }];
  if (input.mobileTwinPath !== undefined) {
    tags.push({
      name: 'mobile-agent',
      content: `format=html5;url=${origin}${input.mobileTwinPath}`,
    });
  }
  tags.push(
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: input.siteName },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description },
    ...(input.canonicalPath === undefined
      ? []
      : [{ property: 'og:url', content: `${origin}${input.canonicalPath}` }]),
    { property: 'og:locale', content: OG_LOCALE[lang] },
    { property: 'og:image', content: `${origin}${SHARE_IMAGE_PATH[lang]}` },
    { property: 'og:image:width', content: String(SHARE_IMAGE.width) },
    { property: 'og:image:height', content: String(SHARE_IMAGE.height) },
    { property: 'og:image:alt', content: input.siteName },
    { name: 'twitter:card', content: 'summary_large_image' },
  );
  return tags;
}

/** The tags as HTML, for documents rendered without React (the static legal files). */
export function headMetaHtml(input: HeadMetaInput): string {
  return headMetaTags(input)
    .map((tag) => {
      const [attribute, key] =
        tag.name === undefined ? ['property', tag.property] : ['name', tag.name];
      return `<meta ${attribute}="${escapeMarkup(key)}" content="${escapeMarkup(tag.content)}">`;
    })
    .join('\n');
}
