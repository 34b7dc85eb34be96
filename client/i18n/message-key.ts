import type { ParseKeys } from 'i18next';

import type { PAGE_NAMESPACES } from '../../shared/i18n/i18next-options';

/**
 * A key that `t()` accepts, typed from the Chinese catalogues (see shared/i18n/i18next.d.ts):
 * `site.name` in the default namespace, `account:login.title` in another. Code that keeps a key
 * to translate later (a validation result, a lookup table) stores this rather than a string, so a
 * misspelt or removed key fails the type check instead of showing the raw key on the page.
 */
export type MessageKey = ParseKeys<typeof PAGE_NAMESPACES>;
