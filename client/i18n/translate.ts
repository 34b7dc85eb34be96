import type { Messages } from './locales/zh';
import type { MessageKey } from './message-key';
import type { PageMessages } from './message-paths';

/** Values for a message's `{{name}}` placeholders. */
export type MessageValues = Readonly<Record<string, string | number>>;

export type TranslateFn = (key: MessageKey, values?: MessageValues) => string;

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

function flattenInto(node: unknown, prefix: string, into: Map<string, string>): void {
  if (typeof node === 'string') {
    into.set(prefix, node);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  for (const [key, child] of Object.entries(node)) {
    flattenInto(child, prefix ? `${prefix}.${key}` : key, into);
  }
}

/** Every string of a language (or of part of it) by its dotted key, e.g. `errors.retry`. */
export function flattenMessages(messages: Messages | PageMessages): Map<string, string> {
  const texts = new Map<string, string>();
  flattenInto(messages, '', texts);
  return texts;
}

/**
 * A translate function over a map of strings by key. `missing` answers a key the map lacks (the
 * browser's page translator loads the rest of the language there).
 */
export function translateFrom(
  texts: ReadonlyMap<string, string>,
  missing: (key: MessageKey) => string = (key) => key,
): TranslateFn {
  // Each message cut once at its placeholders, `text, name, text, …, text`: a page fills the
  // same few messages on every render.
  const partsOf = new Map<string, readonly string[]>();
  return (key, values) => {
    const text = texts.get(key) ?? missing(key);
    if (values === undefined) return text;
    let parts = partsOf.get(text);
    if (parts === undefined) {
      parts = text.split(PLACEHOLDER);
      partsOf.set(text, parts);
    }
    let filled = parts[0]!;
    for (let index = 1; index < parts.length; index += 2) {
      const name = parts[index]!;
      filled += Object.hasOwn(values, name) ? String(values[name]) : `{{${name}}}`;
      filled += parts[index + 1]!;
    }
    return filled;
  };
}

/**
 * The translate function of one language. Messages need only a lookup by key and `{{name}}`
 * placeholders (no plurals, no nesting), so a flat map made once per language is all a call
 * costs: a page pays for the strings it shows and nothing else. The same function runs on the
 * server and in the browser, so both render identical text. A placeholder without a value stays
 * as written, which a test or a reader notices, rather than vanishing.
 */
export function createTranslator(messages: Messages): TranslateFn {
  return translateFrom(flattenMessages(messages));
}
