import { useLocation } from 'react-router-dom';

import { type Lang, LANGUAGES } from '../../shared/i18n/languages';
import { buildPrefixedPath, parsePrefixedPath } from '../../shared/routing/prefixed-path';
import { matchRoute } from '../../shared/routing/route-table';
import { usePageContext } from '../app/page-context';
import { usePageQuery } from '../app/use-retained-query';
import { rememberLanguage } from '../i18n/remember-language';
import { useT } from '../i18n/use-t';

/**
 * The same page in `lang`; for a path no page serves, that language's home, so that the
 * not-found page names the path it could not find once, not once more in every link.
 */
function languageTarget(pathname: string, lang: Lang): string {
  const path = parsePrefixedPath(pathname);
  return buildPrefixedPath(matchRoute(path) ? { ...path, lang } : { ...path, lang, rest: '/' });
}

/**
 * Links to the same page in each language, query kept. They load a new document: the page's
 * language decides the strings the browser downloads. The choice is remembered in the locale
 * cookie as the link is followed, so it wins over the cookie's earlier value. `labelKey` names
 * the nav apart when a page holds two switchers (the page's and the mobile menu's).
 */
export function LanguageSwitcher({
  labelKey = 'language.label',
}: {
  labelKey?: 'language.label' | 'language.pageLabel';
}) {
  const { lang } = usePageContext();
  const t = useT();
  const { pathname } = useLocation();
  const search = usePageQuery();
  return (
    <nav className="language-switcher" aria-label={t(labelKey)}>
      {LANGUAGES.map((code) => (
        <a
          key={code}
          href={`${languageTarget(pathname, code)}${search}`}
          hrefLang={code}
          onClick={() => rememberLanguage(code)}
          lang={code}
          aria-current={code === lang ? 'true' : undefined}
          className={
            code === lang ? 'language-switcher__item is-active' : 'language-switcher__item'
          }
        >
          {t(`language.${code}`)}
        </a>
      ))}
    </nav>
  );
}
