import { createInstance, type i18n } from 'i18next';

import { resources } from './catalogues';
import { I18NEXT_OPTIONS } from './i18next-options';
import { type Lang, LANGUAGES } from './languages';

/**
 * One i18next instance per language with every catalogue, made once at start, for whatever the
 * server renders or answers itself: a page's or an answer's language is known before it is
 * rendered, so no request needs an instance of its own. The browser never imports this module.
 */
export const languageInstances: Readonly<Record<Lang, i18n>> = Object.fromEntries(
  LANGUAGES.map((lang) => {
    const instance = createInstance();
    void instance.init({ ...I18NEXT_OPTIONS, lng: lang, resources });
    return [lang, instance];
  }),
) as Record<Lang, i18n>;
