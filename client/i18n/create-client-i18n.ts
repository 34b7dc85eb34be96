import i18next, { type i18n } from 'i18next';

import { DEFAULT_LANG, type Lang } from '../../shared/i18n/languages';
import { loadMessages } from './load-messages';

/** The browser's i18next instance, made once with only the page's language loaded. */
export async function createClientI18n(lang: Lang): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: lang,
    fallbackLng: DEFAULT_LANG,
    resources: { [lang]: { translation: await loadMessages(lang) } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
