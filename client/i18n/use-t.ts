import type { i18n, TFunction } from 'i18next';
import { useContext } from 'react';
import { I18nContext } from 'react-i18next';

/**
 * `t` for the default namespace, whose keys i18next.d.ts types from the Chinese messages: a key
 * that does not exist there is a type error.
 */
export type TranslateFn = TFunction<'translation'>;

const fixedT = new WeakMap<i18n, TranslateFn>();

/**
 * The page's translate function. A page load has one language (switching loads a new document),
 * so one fixed `t` per i18n instance serves every component. react-i18next's useTranslation
 * copies the whole i18n instance for each component it renders on the server, which profiling
 * showed as the largest single cost of a server render.
 */
export function useT(): TranslateFn {
  const context = useContext(I18nContext);
  if (!context) throw new Error('useT needs an I18nextProvider above it');
  const { i18n } = context;
  let t = fixedT.get(i18n);
  if (!t) {
    t = i18n.getFixedT(i18n.language);
    fixedT.set(i18n, t);
  }
  return t;
}
