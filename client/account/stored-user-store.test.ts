import { describe, expect, it } from 'vitest';

import {
  EMPTY_USER_STORE,
  readUserStore,
  sessionFromStore,
  type UserStoreStorage,
  withLoggedIn,
  withLoggedOut,
  writeUserStore,
} from './stored-user-store';

function memoryStorage(initial?: string): UserStoreStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  if (initial !== undefined) data.set('userStore', initial);
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

const throwing: UserStoreStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('userStore helpers', () => {
  it('gives the visitor store for missing, null, corrupt or unavailable storage', () => {
    expect(readUserStore(memoryStorage())).toEqual(EMPTY_USER_STORE);
    expect(readUserStore(null)).toEqual(EMPTY_USER_STORE);
    expect(readUserStore(memoryStorage('{not json'))).toEqual(EMPTY_USER_STORE);
    expect(readUserStore(memoryStorage('[1,2]'))).toEqual(EMPTY_USER_STORE);
    expect(readUserStore(memoryStorage('"text"'))).toEqual(EMPTY_USER_STORE);
    expect(readUserStore(throwing)).toEqual(EMPTY_USER_STORE);
  });

  it('round-trips a logged-in store', () => {
    const storage = memoryStorage();
    const store = withLoggedIn(
      { ...EMPTY_USER_STORE, loginDialogVisible: true },
      { access_token: 't', web_user_id: 'w' },
    );
    expect(store.loginDialogVisible).toBe(false);
    expect(writeUserStore(storage, store)).toBe(true);
    const read = readUserStore(storage);
    expect(read).toEqual(store);
    expect(sessionFromStore(read)).toEqual({ access_token: 't', web_user_id: 'w' });
  });

  it('treats a logged-in flag without a token as a visitor', () => {
    const storage = memoryStorage(JSON.stringify({ isLoggedIn: true, userInfo: {} }));
    const read = readUserStore(storage);
    expect(read.isLoggedIn).toBe(false);
    expect(sessionFromStore(read)).toBeNull();
  });

  it('keeps valid fields and defaults wrong-typed ones', () => {
    const storage = memoryStorage(
      JSON.stringify({ isLoggedIn: 'yes', isHomeFirstPage: false, loginDialogVisible: 1 }),
    );
    expect(readUserStore(storage)).toEqual({
      isLoggedIn: false,
      userInfo: null,
      isHomeFirstPage: false,
      loginDialogVisible: false,
    });
  });

  it('logs out and reports a refused write', () => {
    const store = withLoggedOut(withLoggedIn(EMPTY_USER_STORE, { access_token: 't' }));
    expect(store.isLoggedIn).toBe(false);
    expect(store.userInfo).toBeNull();
    expect(writeUserStore(throwing, store)).toBe(false);
    expect(writeUserStore(undefined, store)).toBe(false);
  });
});
