import type { InitOptions } from 'i18next';

import { DEFAULT_LANG, LANGUAGES } from './languages';

/**
 * The namespaces of the catalogues: `core` (the frame and the pages' titles, keys without a
 * prefix), `account` and `content` (keys written `account:login.title`), and `server` (what the
 * server itself answers, such as the rate limits' message; never sent to the browser).
 */
export const NAMESPACES = ['core', 'account', 'content', 'server'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** The namespaces that pages show, which the browser is sent or loads. */
export const PAGE_NAMESPACES = ['core', 'account', 'content'] as const;
export type PageNamespace = (typeof PAGE_NAMESPACES)[number];

export const DEFAULT_NAMESPACE = 'core' satisfies Namespace;

/**
 * What every i18next instance of the site shares, on the server and in the browser, so that both
 * render identical text. React escapes what it renders, so i18next does not escape values too.
 * `nonExplicitSupportedLngs` lets a regional tag (`ja-JP`) count for its language where a
 * language is detected.
 */
export const I18NEXT_OPTIONS = {
  supportedLngs: [...LANGUAGES],
  nonExplicitSupportedLngs: true,
  fallbackLng: DEFAULT_LANG,
  ns: [...NAMESPACES],
  defaultNS: DEFAULT_NAMESPACE,
  interpolation: { escapeValue: false },
  // Resources are given at init, so the instance is ready when init returns.
  initAsync: false,
} satisfies InitOptions;
