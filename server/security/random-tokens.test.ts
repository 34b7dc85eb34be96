import { describe, expect, it } from 'vitest';

import { randomToken } from './random-tokens';

describe('randomToken', () => {
  it('gives tokens of the asked length that never repeat, across pool refills', () => {
    const seen = new Set<string>();
    // 16 bytes each: 2,000 tokens use the pool up about four times over.
    for (let i = 0; i < 2000; i++) seen.add(randomToken(16, 'base64url'));
    expect(seen.size).toBe(2000);
    for (const token of seen) expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(randomToken(16, 'base64')).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it('serves a token longer than the pool', () => {
    expect(Buffer.from(randomToken(10_000, 'base64'), 'base64')).toHaveLength(10_000);
  });
});
