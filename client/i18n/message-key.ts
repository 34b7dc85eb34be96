import type { ParseKeys } from 'i18next';

/**
 * A key that `t()` accepts, derived from the Chinese messages (see i18next.d.ts). Code that keeps
 * a key to translate later (a validation result, a lookup table) stores this rather than a string,
 * so a misspelt or removed key fails the type check instead of showing the raw key on the page.
 */
export type MessageKey = ParseKeys<'translation'>;
