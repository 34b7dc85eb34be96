import { createInstance } from 'i18next';
import { use } from 'react';

import { I18NEXT_OPTIONS, PAGE_NAMESPACES } from '../../shared/i18n/i18next-options';
import type { Lang } from '../../shared/i18n/languages';
import { loadMessages } from './load-messages';
import type { PageMessages } from './message-paths';
import { type TranslateFn, translatorOf } from './translate';

export interface PageTranslator {
  t: TranslateFn;
  /**
   * Starts loading the rest of the language, once: a navigation or a dialog is about to need it.
   * A failure is left to the render that needs the strings, which shows it.
   */
  preload: () => void;
}

/**
 * The browser's translate function, over an i18next instance of the page's language. It starts
 * with the strings the server sent with the page, so the first load downloads no other strings.
 * A component that asks for a string outside them (another page, a dialog) suspends until the
 * rest of the language has loaded, once, rather than show the raw key; React shows the current
 * screen meanwhile when the change is a transition, as navigations are.
 */
export function createPageTranslator(lang: Lang, messages: PageMessages): PageTranslator {
  const instance = createInstance();
  void instance.init({
    ...I18NEXT_OPTIONS,
    ns: [...PAGE_NAMESPACES],
    lng: lang,
    resources: { [lang]: messages },
  });
  const translate = translatorOf(instance);
  let complete = false;
  let loading: Promise<void> | undefined;

  const loadAll = (): Promise<void> => {
    loading ??= loadMessages(lang).then(
      (catalogue) => {
        for (const [ns, bundle] of Object.entries(catalogue)) {
          instance.addResourceBundle(lang, ns, bundle, true, true);
        }
        complete = true;
      },
      (error: unknown) => {
        // A later render may try again (the visitor retries once the network is back).
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  const t: TranslateFn = (key, values) => {
    // `t` is called only while a component renders: `use` suspends that render until the
    // strings arrive.
    // eslint-disable-next-line react-hooks/rules-of-hooks
    if (!complete && !instance.exists(key, values)) use(loadAll());
    return translate(key, values);
  };
  const preload = () => {
    loadAll().catch(() => undefined);
  };
  return { t, preload };
}
