import { describe, expect, it } from 'vitest';

import { memoryStorage, refusingStorage } from '../../tests/helpers/tab-storage';
import { readResendAt, rememberResendAt, RESEND_TIMES_KEY } from './resend-times';

const NOW = 1_700_000_000_000;
const A = '13800138000';
const B = '13900139000';

describe('resend times', () => {
  it('gives back the time remembered for each phone, 0 for the others', () => {
    const storage = memoryStorage();
    expect(readResendAt(A, NOW, storage)).toBe(0);
    rememberResendAt(A, NOW + 60_000, NOW, storage);
    rememberResendAt(B, NOW + 30_000, NOW, storage);
    expect(readResendAt(A, NOW + 1000, storage)).toBe(NOW + 60_000);
    expect(readResendAt(B, NOW + 1000, storage)).toBe(NOW + 30_000);
    expect(readResendAt('13700137000', NOW, storage)).toBe(0);
  });

  it('forgets a time once it has passed', () => {
    const storage = memoryStorage();
    rememberResendAt(A, NOW + 60_000, NOW, storage);
    expect(readResendAt(A, NOW + 60_000, storage)).toBe(0);
    rememberResendAt(B, NOW + 120_000, NOW + 61_000, storage);
    expect(JSON.parse(storage.items.get(RESEND_TIMES_KEY) ?? '')).toEqual([[B, NOW + 120_000]]);
  });

  it('replaces a phone time and drops the key when nothing is left', () => {
    const storage = memoryStorage();
    rememberResendAt(A, NOW + 60_000, NOW, storage);
    rememberResendAt(A, NOW + 10_000, NOW, storage);
    expect(readResendAt(A, NOW, storage)).toBe(NOW + 10_000);
    rememberResendAt(A, NOW, NOW, storage);
    expect(storage.items.has(RESEND_TIMES_KEY)).toBe(false);
  });

  it('keeps the 20 latest numbers', () => {
    const storage = memoryStorage();
    const phones = Array.from({ length: 25 }, (_, index) => `138${String(index).padStart(8, '0')}`);
    for (const phone of phones) rememberResendAt(phone, NOW + 60_000, NOW, storage);
    expect(readResendAt(phones[0]!, NOW, storage)).toBe(0);
    expect(readResendAt(phones[5]!, NOW, storage)).toBe(NOW + 60_000);
    expect(readResendAt(phones[24]!, NOW, storage)).toBe(NOW + 60_000);
  });

  it('ignores what it did not write, and storage that throws', () => {
    const storage = memoryStorage();
    for (const raw of ['{', '{"a":1}', '[["x"]]', `[["${A}", ${NOW + 2 * 86_400_000}]]`]) {
      storage.items.set(RESEND_TIMES_KEY, raw);
      expect(readResendAt(A, NOW, storage)).toBe(0);
    }
    expect(readResendAt(A, NOW, refusingStorage)).toBe(0);
    expect(() => rememberResendAt(A, NOW + 1000, NOW, refusingStorage)).not.toThrow();
    expect(readResendAt(A, NOW, undefined)).toBe(0);
  });
});
