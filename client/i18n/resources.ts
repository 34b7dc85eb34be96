import type { Lang } from '../../shared/i18n/languages';
import { en } from './locales/en';
import { ja } from './locales/ja';
import { type Messages, zh } from './locales/zh';

/**
 * All languages, for the server. The browser is sent the strings of its page and loads the rest of
 * its language when needed (see page-translator).
 */
export const resources: Readonly<Record<Lang, Messages>> = { zh, en, ja };
