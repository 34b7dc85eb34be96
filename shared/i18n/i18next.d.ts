import 'i18next';

import type { Catalogue } from './catalogues';
import type { DEFAULT_NAMESPACE } from './i18next-options';

/** Keys typed from the Chinese catalogues: a misspelt or removed key fails the type check. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof DEFAULT_NAMESPACE;
    resources: Catalogue;
  }
}
