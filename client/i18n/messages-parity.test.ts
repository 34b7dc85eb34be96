import { describe, expect, it } from 'vitest';

import { resources } from '../../shared/i18n/catalogues';
import { LANGUAGES } from '../../shared/i18n/languages';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

/** A message's keys with their plural forms as one: `a.b_one`, `a.b_other` → `a.b`. */
function messageKeys(value: unknown): string[] {
  return [...new Set(keysOf(value).map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();
}

function placeholders(text: unknown): string[] {
  return typeof text === 'string'
    ? [...new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!))].sort()
    : [];
}

/** Every text of a message by key: its one string, or each of its plural forms. */
function textsByMessage(value: unknown): Map<string, string[]> {
  const texts = new Map<string, string[]>();
  for (const key of keysOf(value)) {
    const text = key
      .split('.')
      .reduce<unknown>((node, name) => (node as Record<string, unknown>)[name], value);
    const message = key.replace(PLURAL_SUFFIX, '');
    texts.set(message, [...(texts.get(message) ?? []), String(text)]);
  }
  return texts;
}

describe('translations', () => {
  const zhKeys = messageKeys(resources.zh);

  it.each(['en', 'ja'] as const)('%s has exactly the Chinese messages, none empty', (lang) => {
    expect(messageKeys(resources[lang])).toEqual(zhKeys);
    for (const [key, texts] of textsByMessage(resources[lang])) {
      for (const text of texts) expect(text, key).not.toBe('');
    }
  });

  it.each(['en', 'ja'] as const)('%s uses the same {{placeholders}} as Chinese', (lang) => {
    const zh = textsByMessage(resources.zh);
    for (const [key, texts] of textsByMessage(resources[lang])) {
      for (const text of texts) {
        expect(placeholders(text), key).toEqual(placeholders(zh.get(key)?.[0]));
      }
    }
  });

  it.each(LANGUAGES)('%s has every plural form its language uses', (lang) => {
    const forms = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    const plurals = keysOf(resources[lang]).filter((key) => PLURAL_SUFFIX.test(key));
    expect(plurals.length).toBeGreaterThan(0);
    for (const message of new Set(plurals.map((key) => key.replace(PLURAL_SUFFIX, '')))) {
      for (const form of forms) expect(plurals, message).toContain(`${message}_${form}`);
    }
  });
});
