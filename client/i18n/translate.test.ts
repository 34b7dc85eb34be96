import { describe, expect, it } from 'vitest';

import type { MessageKey } from './message-key';
import { resources } from './resources';
import { createTranslator } from './translate';

describe('createTranslator', () => {
  const zh = createTranslator(resources.zh);
  const en = createTranslator(resources.en);

  it('finds nested keys in the language it was made for', () => {
    expect(zh('errors.retry')).toBe(resources.zh.errors.retry);
    expect(en('errors.retry')).toBe(resources.en.errors.retry);
    expect(en('errors.retry')).not.toBe(zh('errors.retry'));
  });

  it('fills every {{placeholder}} with its value, with no added spaces', () => {
    expect(en('account.toast.repeated', { count: 3 })).toBe('Repeated 3 times');
    expect(en('pages.search.title', { query: '原神' })).toBe(
      'Results for “原神” - Game Library - Game Partner',
    );
  });

  it('leaves a placeholder without a value as written and returns the key of a missing string', () => {
    expect(en('account.toast.repeated')).toBe('Repeated {{count}} times');
    expect(en('account.toast.repeated', { other: 1 })).toBe('Repeated {{count}} times');
    expect(en('no.such.key' as MessageKey)).toBe('no.such.key');
  });

  it('fills a message the same way each time, whatever it was given before', () => {
    expect(en('account.toast.repeated', { count: 2 })).toBe('Repeated 2 times');
    expect(en('account.toast.repeated', {})).toBe('Repeated {{count}} times');
    expect(en('account.toast.repeated', { count: '$&' })).toBe('Repeated $& times');
  });

  it('does not read inherited properties as values', () => {
    expect(en('account.toast.repeated', Object.create({ count: 9 }) as { count: number })).toBe(
      'Repeated {{count}} times',
    );
  });
});
