import type { Catalogue } from '../../shared/i18n/catalogues';
import type { DEFAULT_NAMESPACE, PageNamespace } from '../../shared/i18n/i18next-options';

/** Every dotted path from the root of `T` to a group of strings (an object) in it. */
type GroupPaths<T> = {
  [K in keyof T & string]: T[K] extends string ? never : K | `${K}.${GroupPaths<T[K]>}`;
}[keyof T & string];

/**
 * A group of strings by its path, written as its keys are: `pages.home` for every `pages.home.*`
 * string of the default namespace, `content:home` for every `content:home.*` one. A route names
 * the groups its page shows, and the server sends those strings with the page.
 */
export type MessagePath =
  | GroupPaths<Catalogue[typeof DEFAULT_NAMESPACE]>
  | {
      [
        Ns in Exclude<PageNamespace, typeof DEFAULT_NAMESPACE>
      ]: `${Ns}:${GroupPaths<Catalogue[Ns]>}`;
    }[Exclude<PageNamespace, typeof DEFAULT_NAMESPACE>];

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
  'account:header',
  'account:social',
  'account:toast',
  'compliance',
];

/** Some of a language's strings, nested as in the catalogues. */
export interface MessageTree {
  readonly [name: string]: string | MessageTree;
}

/** Some of a language's strings by namespace: i18next resources of one language. */
export type PageMessages = Readonly<Partial<Record<PageNamespace, MessageTree>>>;
