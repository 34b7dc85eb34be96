import type { Messages } from './locales/zh';

/** Every dotted path from the root of `T` to a group of strings (an object) in it. */
type GroupPaths<T> = {
  [K in keyof T & string]: T[K] extends string ? never : K | `${K}.${GroupPaths<T[K]>}`;
}[keyof T & string];

/**
 * A group of strings by its path, e.g. `content.home` for every `content.home.*` string. A route
 * names the groups its page shows, and the server sends those strings with the page.
 */
export type MessagePath = GroupPaths<Messages>;

/**
 * The groups any page may show at any time: the frame (header, footer, language bar), toasts,
 * loading and error states. An error view must never wait for strings: the network that just
 * failed would have to bring them.
 */
export const FRAME_MESSAGES: readonly MessagePath[] = [
  'site',
  'language',
  'footer',
  'common',
  'errors',
  'account.header',
  'account.social',
  'account.toast',
  'compliance',
];

/** Some of a language's strings, nested as in the messages (keys are not repeated in full). */
export interface PageMessages {
  readonly [name: string]: string | PageMessages;
}

/** Whether `key` lies in one of `paths`. */
export function inPaths(key: string, paths: readonly string[]): boolean {
  return paths.some((path) => key.startsWith(path) && key.charAt(path.length) === '.');
}
