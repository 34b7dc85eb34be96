import type { Lang } from './languages';
import enAccount from './locales/en/account.json';
import enContent from './locales/en/content.json';
import enCore from './locales/en/core.json';
import enServer from './locales/en/server.json';
import jaAccount from './locales/ja/account.json';
import jaContent from './locales/ja/content.json';
import jaCore from './locales/ja/core.json';
import jaServer from './locales/ja/server.json';
import zhAccount from './locales/zh/account.json';
import zhContent from './locales/zh/content.json';
import zhCore from './locales/zh/core.json';
import zhServer from './locales/zh/server.json';

/**
 * One language's catalogues by namespace, shaped as the Chinese ones: Chinese is the source,
 * every other language has the same keys (checked by the parity test).
 */
// A type rather than an interface: i18next's resources are indexed by namespace name.
export type Catalogue = {
  core: typeof zhCore;
  account: typeof zhAccount;
  content: typeof zhContent;
  server: typeof zhServer;
};

/**
 * Every language's catalogues, as i18next resources: for the server, which renders any language.
 * The browser is sent its page's strings and loads the rest of its language when needed.
 */
export const resources: Readonly<Record<Lang, Catalogue>> = {
  zh: { core: zhCore, account: zhAccount, content: zhContent, server: zhServer },
  en: { core: enCore, account: enAccount, content: enContent, server: enServer },
  ja: { core: jaCore, account: jaAccount, content: jaContent, server: jaServer },
};
