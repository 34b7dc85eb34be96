import { describe, expect, it } from 'vitest';

import { isValidLocalCaptchaResult } from '../../../shared/api/local-captcha';
import { createLocalCaptcha } from './local-captcha';

describe('local test captcha', () => {
  it('waits for the confirmation and answers a result the demo API accepts', async () => {
    const captcha = createLocalCaptcha();
    let changes = 0;
    captcha.subscribe(() => changes++);
    const outcome = captcha.verify();
    expect(captcha.isPending()).toBe(true);
    captcha.confirm();
    const settled = await outcome;
    expect(captcha.isPending()).toBe(false);
    expect(settled.status).toBe('passed');
    if (settled.status === 'passed') expect(isValidLocalCaptchaResult(settled.result)).toBe(true);
    expect(changes).toBe(2);
  });

  it('answers cancelled when the visitor closes the step', async () => {
    const captcha = createLocalCaptcha();
    const outcome = captcha.verify();
    captcha.cancel();
    await expect(outcome).resolves.toEqual({ status: 'cancelled' });
  });
});
