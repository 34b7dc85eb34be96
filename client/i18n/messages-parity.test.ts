import { describe, expect, it } from 'vitest';

import { resources } from './resources';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

function placeholders(text: unknown): string[] {
  return typeof text === 'string'
    ? [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).sort()
    : [];
}

function valueAt(root: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], root);
}

describe('translations', () => {
  const zhKeys = keysOf(resources.zh).sort();

  it.each(['en', 'ja'] as const)('%s has exactly the Chinese keys, none empty', (lang) => {
    const keys = keysOf(resources[lang]).sort();
    expect(keys).toEqual(zhKeys);
    for (const key of keys) expect(valueAt(resources[lang], key), key).not.toBe('');
  });

  it.each(['en', 'ja'] as const)('%s uses the same {{placeholders}} as Chinese', (lang) => {
    for (const key of zhKeys) {
      expect(placeholders(valueAt(resources[lang], key)), key).toEqual(
        placeholders(valueAt(resources.zh, key)),
      );
    }
  });
});
