import type { i18n, TFunction } from 'i18next';
import { createContext, createElement, type ReactNode, useContext } from 'react';

/**
 * `t` for the default namespace, whose keys i18next.d.ts types from the Chinese messages: a key
 * that does not exist there is a type error.
 */
export type TranslateFn = TFunction<'translation'>;

/**
 * The page's translate function. A page load has one language (switching loads a new document),
 * so one fixed `t` serves every component. A plain context instead of react-i18next: the app
 * never needed its hooks (its useTranslation copies the whole i18n instance for each component
 * on the server, the largest single cost of a server render in profiling), and dropping it takes
 * its code out of the browser's first load.
 */
const TranslateContext = createContext<TranslateFn | null>(null);

const fixedT = new WeakMap<i18n, TranslateFn>();

function fixedTranslate(instance: i18n): TranslateFn {
  let t = fixedT.get(instance);
  if (!t) {
    t = instance.getFixedT(instance.language);
    fixedT.set(instance, t);
  }
  return t;
}

/** Gives the components below the fixed `t` of `i18n`'s current language. */
export function I18nProvider({ i18n, children }: { i18n: i18n; children?: ReactNode }) {
  return createElement(TranslateContext.Provider, { value: fixedTranslate(i18n) }, children);
}

export function useT(): TranslateFn {
  const t = useContext(TranslateContext);
  if (!t) throw new Error('useT needs an I18nProvider above it');
  return t;
}
