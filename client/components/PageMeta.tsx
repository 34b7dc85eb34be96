import { useLocation } from 'react-router-dom';

import { HTML_LANG, LANGUAGES } from '../../shared/i18n/languages';
import { switchLanguage, switchTree } from '../../shared/routing/prefixed-path';
import { type ApplicableDevice, headMetaTags } from '../../shared/seo/head-meta';
import { usePageContext } from '../app/page-context';
import { useT } from '../i18n/use-t';

export interface PageMetaProps {
  title: string;
  description: string;
  /** Pages without a twin in the other tree (legal pages, account removal) set this false. */
  hasTreeTwin?: boolean;
  /**
   * Pages kept out of search results: error pages, which also name no canonical URL, and pages
   * that only ask the visitor to log in.
   */
  noIndex?: boolean;
  /**
   * The page's path as search engines should know it, where another path shows the same (a legal
   * document's id form names its bare path); default: the path visited.
   */
  path?: string;
  /**
   * false on the error pages: they answer whatever path was asked for, so they name no URL of
   * their own (no share-card URL, no mobile twin), and a long path is not repeated in the head.
   */
  namesOwnUrl?: boolean;
}

/**
 * Title, description, canonical, language alternates, the Chinese search engines' mobile markup
 * and the share card of a page. React 19 hoists these into <head>, on the server and in the
 * browser alike.
 */
export function PageMeta({
  title,
  description,
  hasTreeTwin = true,
  noIndex = false,
  path,
  namesOwnUrl = true,
}: PageMetaProps) {
  const t = useT();
  const { origin, mobile, lang } = usePageContext();
  const visited = useLocation().pathname;
  const pathname = path ?? visited;
  const absolute = (path: string) => `${origin}${path}`;
  const canonical = mobile && hasTreeTwin ? switchTree(pathname, false) : pathname;
  const device: ApplicableDevice = mobile ? 'mobile' : hasTreeTwin ? 'pc' : 'pc,mobile';
  const headMeta = headMetaTags({
    lang,
    origin,
    siteName: t('site.name'),
    title,
    description,
    canonicalPath: namesOwnUrl ? canonical : undefined,
    device,
    mobileTwinPath: namesOwnUrl && device === 'pc' ? switchTree(pathname, true) : undefined,
  });
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      {headMeta.map((tag) => (
        <meta key={tag.name ?? tag.property} {...tag} />
      ))}
      {noIndex ? null : <link rel="canonical" href={absolute(canonical)} />}
      {noIndex
        ? null
        : LANGUAGES.map((other) => (
            <link
              key={other}
              rel="alternate"
              hrefLang={HTML_LANG[other]}
              href={absolute(switchLanguage(pathname, other))}
            />
          ))}
      {noIndex ? null : (
        <link
          rel="alternate"
          hrefLang="x-default"
          href={absolute(switchLanguage(pathname, 'zh'))}
        />
      )}
      {!noIndex && !mobile && hasTreeTwin ? (
        <link
          rel="alternate"
          media="only screen and (max-width: 640px)"
          href={absolute(switchTree(pathname, true))}
        />
      ) : null}
    </>
  );
}
