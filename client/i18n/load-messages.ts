import type { Lang } from '../../shared/i18n/languages';
import type { Messages } from './locales/zh';

/** One chunk per language, so a page downloads only the strings it shows. */
export async function loadMessages(lang: Lang): Promise<Messages> {
  switch (lang) {
    case 'en':
      return (await import('./locales/en')).en;
    case 'ja':
      return (await import('./locales/ja')).ja;
    default:
      return (await import('./locales/zh')).zh;
  }
}
