import { PAGE_NAMESPACES } from '../../shared/i18n/i18next-options';
import type { Lang } from '../../shared/i18n/languages';
import type { MessageTree, PageMessages } from './message-paths';

/** Each language's catalogue of each namespace pages show, one chunk each, loaded when needed. */
const CATALOGUES = import.meta.glob<MessageTree>(
  '/shared/i18n/locales/*/{core,account,content}.json',
  { import: 'default' },
);

/** The whole of one language, as i18next resources: for a page needing strings it was not sent. */
export async function loadMessages(lang: Lang): Promise<PageMessages> {
  const entries = await Promise.all(
    PAGE_NAMESPACES.map(async (ns) => {
      const load = CATALOGUES[`/shared/i18n/locales/${lang}/${ns}.json`];
      if (!load) throw new Error(`no ${ns} strings of ${lang}`);
      return [ns, await load()] as const;
    }),
  );
  return Object.fromEntries(entries);
}
