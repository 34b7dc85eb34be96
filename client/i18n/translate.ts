import type { Messages } from './locales/zh';
import type { MessageKey } from './message-key';

/** Values for a message's `{{name}}` placeholders. */
export type MessageValues = Readonly<Record<string, string | number>>;

export type TranslateFn = (key: MessageKey, values?: MessageValues) => string;

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

function flatten(node: unknown, prefix: string, into: Map<string, string>): void {
  if (typeof node === 'string') {
    into.set(prefix, node);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  for (const [key, child] of Object.entries(node)) {
    flatten(child, prefix ? `${prefix}.${key}` : key, into);
  }
}

/**
 * The translate function of one language. Messages need only a lookup by key and `{{name}}`
 * placeholders (no plurals, no nesting), so a flat map made once per language is all a call
 * costs: a page pays for the strings it shows and nothing else. The same function runs on the
 * server and in the browser, so both render identical text. A placeholder without a value stays
 * as written, which a test or a reader notices, rather than vanishing.
 */
export function createTranslator(messages: Messages): TranslateFn {
  const texts = new Map<string, string>();
  flatten(messages, '', texts);
  return (key, values) => {
    const text = texts.get(key);
    if (text === undefined) return key;
    if (values === undefined) return text;
    return text.replace(PLACEHOLDER, (placeholder, name: string) =>
      Object.hasOwn(values, name) ? String(values[name]) : placeholder,
    );
  };
}
