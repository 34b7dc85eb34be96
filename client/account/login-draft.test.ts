import { describe, expect, it } from 'vitest';

import { memoryStorage, refusingStorage } from '../../tests/helpers/tab-storage';
import { clearLoginDraft, LOGIN_DRAFT_KEY, readLoginDraft, saveLoginDraft } from './login-draft';

describe('login draft', () => {
  it('gives back what was saved, and nothing once cleared', () => {
    const storage = memoryStorage();
    expect(readLoginDraft(storage)).toBeNull();
    saveLoginDraft({ phone: '1380013', code: '12', agreementChecked: true }, storage);
    expect(readLoginDraft(storage)).toEqual({
      phone: '1380013',
      code: '12',
      agreementChecked: true,
    });
    clearLoginDraft(storage);
    expect(readLoginDraft(storage)).toBeNull();
  });

  it('reads anything the storage holds as a bounded draft or nothing', () => {
    const storage = memoryStorage();
    storage.items.set(LOGIN_DRAFT_KEY, '{not json');
    expect(readLoginDraft(storage)).toBeNull();
    storage.items.set(LOGIN_DRAFT_KEY, 'null');
    expect(readLoginDraft(storage)).toBeNull();
    storage.items.set(
      LOGIN_DRAFT_KEY,
      JSON.stringify({ phone: '1'.repeat(5000), code: 42, agreementChecked: 'yes' }),
    );
    expect(readLoginDraft(storage)).toEqual({
      phone: '11111111111',
      code: '',
      agreementChecked: false,
    });
  });

  it('never throws when the storage does', () => {
    expect(readLoginDraft(refusingStorage)).toBeNull();
    expect(() =>
      saveLoginDraft({ phone: '1', code: '', agreementChecked: false }, refusingStorage),
    ).not.toThrow();
    expect(() => clearLoginDraft(refusingStorage)).not.toThrow();
  });
});
