import { describe, expect, it } from 'vitest';

import {
  validateAgreement,
  validateCode,
  validateField,
  validateLoginForm,
  validatePhone,
} from './login-validation';

describe('login form rules', () => {
  it('requires the phone, then a mainland mobile number', () => {
    expect(validatePhone('')).toBe('account:login.phoneRequired');
    expect(validatePhone('   ')).toBe('account:login.phoneRequired');
    expect(validatePhone('123')).toBe('account:login.phoneInvalid');
    expect(validatePhone('12800138000')).toBe('account:login.phoneInvalid');
    expect(validatePhone('1380013800')).toBe('account:login.phoneInvalid');
    expect(validatePhone('138001380001')).toBe('account:login.phoneInvalid');
    expect(validatePhone('+8613800138000')).toBe('account:login.phoneInvalid');
    expect(validatePhone('13800138000')).toBeNull();
    expect(validatePhone(' 19912345678 ')).toBeNull();
  });

  it('requires the code and the ticked agreement', () => {
    expect(validateCode('')).toBe('account:login.codeRequired');
    expect(validateCode(' ')).toBe('account:login.codeRequired');
    expect(validateCode('123456')).toBeNull();
    expect(validateAgreement(false)).toBe('account:login.agreementRequired');
    expect(validateAgreement(true)).toBeNull();
  });

  it('validates one field or the whole form', () => {
    const empty = { phone: '', code: '', agreementChecked: false };
    expect(validateField('agreement', empty)).toBe('account:login.agreementRequired');
    expect(validateLoginForm(empty)).toEqual({
      phone: 'account:login.phoneRequired',
      code: 'account:login.codeRequired',
      agreement: 'account:login.agreementRequired',
    });
    expect(validateLoginForm({ phone: '13800138000', code: '1', agreementChecked: true })).toEqual(
      {},
    );
  });
});
