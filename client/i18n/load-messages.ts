import type { Lang } from '../../shared/i18n/languages';
import type { Messages } from './locales/zh';

/** The whole of one language, one chunk each: loaded when a page needs strings it was not sent. */
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
