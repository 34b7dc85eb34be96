import type { Lang } from '../../shared/i18n/languages';
import { FRAME_MESSAGES, inPaths, type MessagePath, type PageMessages } from './message-paths';
import { resources } from './resources';
import { flattenMessages } from './translate';

interface MessageTree {
  [name: string]: string | MessageTree;
}

function nest(entries: Iterable<[string, string]>): MessageTree {
  const root: MessageTree = {};
  for (const [key, text] of entries) {
    const names = key.split('.');
    const last = names.pop() ?? key;
    let node = root;
    for (const name of names) {
      const child = node[name];
      if (typeof child === 'object') node = child;
      else node = node[name] = {};
    }
    node[last] = text;
  }
  return root;
}

const allTexts = new Map<Lang, Map<string, string>>();
const picked = new Map<string, PageMessages>();

/**
 * The strings of the frame and of `paths` in `lang`, for the page's hydration payload. A site has
 * a few dozen routes, so each choice is worked out once and kept.
 */
export function pageMessages(lang: Lang, paths: readonly MessagePath[]): PageMessages {
  const cacheKey = `${lang}:${paths.join(',')}`;
  const known = picked.get(cacheKey);
  if (known) return known;
  let texts = allTexts.get(lang);
  if (!texts) {
    texts = flattenMessages(resources[lang]);
    allTexts.set(lang, texts);
  }
  const wanted = [...FRAME_MESSAGES, ...paths];
  const messages = nest([...texts].filter(([key]) => inPaths(key, wanted)));
  picked.set(cacheKey, messages);
  return messages;
}
