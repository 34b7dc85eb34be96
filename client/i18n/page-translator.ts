import { use } from 'react';

import type { Lang } from '../../shared/i18n/languages';
import { loadMessages } from './load-messages';
import type { PageMessages } from './message-paths';
import { flattenMessages, type TranslateFn, translateFrom } from './translate';

export interface PageTranslator {
  t: TranslateFn;
  /**
   * Starts loading the rest of the language, once: a navigation or a dialog is about to need it.
   * A failure is left to the render that needs the strings, which shows it.
   */
  preload: () => void;
}

/**
 * The browser's translate function. It starts with the strings the server sent with the page,
 * so the first load downloads no other strings. A component that asks for a string outside them
 * (another page, a dialog) suspends until the whole language has loaded, once; React shows the
 * current screen meanwhile when the change is a transition, as navigations are.
 */
export function createPageTranslator(lang: Lang, messages: PageMessages): PageTranslator {
  const texts = flattenMessages(messages);
  let complete = false;
  let loading: Promise<void> | undefined;

  const loadAll = (): Promise<void> => {
    loading ??= loadMessages(lang).then(
      (catalog) => {
        for (const [key, text] of flattenMessages(catalog)) texts.set(key, text);
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

  const t = translateFrom(texts, (key) => {
    if (complete) return key;
    // Strings are asked for while rendering: this suspends that render until they arrive.
    use(loadAll());
    return texts.get(key) ?? key;
  });
  const preload = () => {
    loadAll().catch(() => undefined);
  };
  return { t, preload };
}
