import { describe, expect, it } from 'vitest';

import { randomToken } from './random-tokens';

describe('randomToken', () => {
  it('gives tokens of the asked length that never repeat', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) seen.add(randomToken(16, 'base64url'));
    expect(seen.size).toBe(2000);
    for (const token of seen) expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(randomToken(16, 'base64')).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
