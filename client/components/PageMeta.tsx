import { useLocation } from 'react-router-dom';

import { HTML_LANG, LANGUAGES } from '../../shared/i18n/languages';
import { switchLanguage, switchTree } from '../../shared/routing/site-path';
import { usePageContext } from '../app/page-context';

export interface PageMetaProps {
  title: string;
  description: string;
  /** Pages without a twin in the other tree (legal pages, account removal) set this false. */
  hasTreeTwin?: boolean;
  /** Error pages are not indexed and name no canonical URL. */
  noIndex?: boolean;
}

/**
 * Title, description, canonical and language alternates of a page.
 * React 19 hoists these into <head>, on the server and in the browser alike.
 */
export function PageMeta({
  title,
  description,
  hasTreeTwin = true,
  noIndex = false,
}: PageMetaProps) {
  const { origin, mobile } = usePageContext();
  const { pathname } = useLocation();
  const absolute = (path: string) => `${origin}${path}`;
  const canonical = mobile && hasTreeTwin ? switchTree(pathname, false) : pathname;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      {noIndex ? null : <link rel="canonical" href={absolute(canonical)} />}
      {noIndex
        ? null
        : LANGUAGES.map((lang) => (
            <link
              key={lang}
              rel="alternate"
              hrefLang={HTML_LANG[lang]}
              href={absolute(switchLanguage(pathname, lang))}
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
