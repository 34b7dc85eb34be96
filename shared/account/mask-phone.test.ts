import { describe, expect, it } from 'vitest';

import { maskPhone } from './mask-phone';

describe('maskPhone', () => {
  it('masks a full number and leaves a masked one alone', () => {
    expect(maskPhone('13800138000')).toBe('138****8000');
    expect(maskPhone('138****8000')).toBe('138****8000');
    expect(maskPhone('')).toBe('');
  });
});
