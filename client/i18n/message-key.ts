import type { Messages } from './locales/zh';

/** Every dotted path from the root of `T` to a string in it. */
type StringPaths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${StringPaths<T[K]>}`;
}[keyof T & string];

/**
 * A key that `t()` accepts, derived from the Chinese messages, which are the source: every other
 * language has exactly these keys. Code that keeps a key to translate later (a validation result,
 * a lookup table) stores this rather than a string, so a misspelt or removed key fails the type
 * check instead of showing the raw key on the page.
 */
export type MessageKey = StringPaths<Messages>;
