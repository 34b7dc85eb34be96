import { createContext, createElement, type ReactNode, useContext, useMemo } from 'react';

import type { TranslateFn } from './translate';

export type { TranslateFn } from './translate';

interface I18nValue {
  t: TranslateFn;
  preloadMessages: () => void;
}

/**
 * The page's translate function. A page load has one language (switching loads a new document),
 * so one fixed `t` serves every component.
 */
const I18nContext = createContext<I18nValue | null>(null);

const NOTHING_TO_LOAD = () => undefined;

/**
 * Gives the components below the `t` of the page's language, and in the browser a way to start
 * loading the strings the page was not sent (the server has them all).
 */
export function I18nProvider({
  t,
  preloadMessages = NOTHING_TO_LOAD,
  children,
}: {
  t: TranslateFn;
  preloadMessages?: () => void;
  children?: ReactNode;
}) {
  const value = useMemo(() => ({ t, preloadMessages }), [t, preloadMessages]);
  return createElement(I18nContext.Provider, { value }, children);
}

function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useT needs an I18nProvider above it');
  return value;
}

export function useT(): TranslateFn {
  return useI18n().t;
}

/** Starts loading the strings of a part about to open that the page was not sent (a dialog). */
export function usePreloadMessages(): () => void {
  return useI18n().preloadMessages;
}
