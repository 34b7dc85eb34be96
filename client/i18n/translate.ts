import type { i18n } from 'i18next';

import { PAGE_NAMESPACES } from '../../shared/i18n/i18next-options';
import type { MessageKey } from './message-key';

/** Values for a message's `{{name}}` placeholders; `count` also picks a plural form. */
export type MessageValues = Readonly<Record<string, string | number>>;

export type TranslateFn = (key: MessageKey, values?: MessageValues) => string;

/**
 * The translate function of an i18next instance's language: i18next's own `t`, narrowed to the
 * keys pages show and to plain values, which is all a component passes.
 */
export function translatorOf(instance: i18n): TranslateFn {
  const t = instance.getFixedT(instance.language, PAGE_NAMESPACES);
  return (key, values) => (values === undefined ? t(key) : t(key, values));
}
