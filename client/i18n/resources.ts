import type { Lang } from '../../shared/i18n/languages';
import { en } from './locales/en';
import { ja } from './locales/ja';
import { type Messages, zh } from './locales/zh';

/** All languages, for the server. The browser loads only its page's language (see load-messages). */
export const resources: Readonly<Record<Lang, Messages>> = { zh, en, ja };
