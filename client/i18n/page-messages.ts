import { resources } from '../../shared/i18n/catalogues';
import { DEFAULT_NAMESPACE, PAGE_NAMESPACES } from '../../shared/i18n/i18next-options';
import type { Lang } from '../../shared/i18n/languages';
import {
  FRAME_MESSAGES,
  type MessagePath,
  type MessageTree,
  type PageMessages,
} from './message-paths';

/** Whether `key` lies in one of `paths`. */
function inPaths(key: string, paths: readonly string[]): boolean {
  return paths.some((path) => key.startsWith(path) && key.charAt(path.length) === '.');
}

/** The strings of `tree` whose keys (`prefix` + their dotted path) lie in `paths`, nested. */
function messagesUnder(tree: MessageTree, prefix: string, paths: readonly string[]): MessageTree {
  const kept: Record<string, string | MessageTree> = {};
  for (const [name, value] of Object.entries(tree)) {
    const key = `${prefix}${name}`;
    if (typeof value === 'string') {
      if (inPaths(key, paths)) kept[name] = value;
    } else {
      const group = messagesUnder(value, `${key}.`, paths);
      if (Object.keys(group).length > 0) kept[name] = group;
    }
  }
  return kept;
}

const picked = new Map<string, PageMessages>();

/**
 * The strings of the frame and of `paths` in `lang`, by namespace as i18next resources are, for
 * the page's hydration payload. A site has a few dozen routes, so each choice is worked out once
 * and kept.
 */
export function pageMessages(lang: Lang, paths: readonly MessagePath[]): PageMessages {
  const cacheKey = `${lang}:${paths.join(',')}`;
  const known = picked.get(cacheKey);
  if (known) return known;
  const wanted = [...FRAME_MESSAGES, ...paths];
  const messages: Partial<Record<string, MessageTree>> = {};
  for (const ns of PAGE_NAMESPACES) {
    const prefix = ns === DEFAULT_NAMESPACE ? '' : `${ns}:`;
    const sent = messagesUnder(resources[lang][ns], prefix, wanted);
    if (Object.keys(sent).length > 0) messages[ns] = sent;
  }
  picked.set(cacheKey, messages);
  return messages;
}
