import { createContext, createElement, type ReactNode, useContext } from 'react';

import type { TranslateFn } from './translate';

export type { TranslateFn } from './translate';

/**
 * The page's translate function. A page load has one language (switching loads a new document),
 * so one fixed `t` serves every component.
 */
const TranslateContext = createContext<TranslateFn | null>(null);

/** Gives the components below the `t` of the page's language. */
export function I18nProvider({ t, children }: { t: TranslateFn; children?: ReactNode }) {
  return createElement(TranslateContext.Provider, { value: t }, children);
}

export function useT(): TranslateFn {
  const t = useContext(TranslateContext);
  if (!t) throw new Error('useT needs an I18nProvider above it');
  return t;
}
