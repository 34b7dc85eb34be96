/**
 * The user store the browser keeps in localStorage under `userStore`:
 * `{ isLoggedIn, userInfo, isHomeFirstPage, loginDialogVisible }`. Pure helpers only: the React
 * app owns the state, these read and write the record without ever throwing, because
 * localStorage can hold anything (an older site version, a hand edit) or be unavailable.
 */
import type { StoredSession } from '../../shared/api/types';

/** The browser keeps the user store in localStorage under this key. */
export const USER_STORE_KEY = 'userStore';

export interface UserStore {
  isLoggedIn: boolean;
  /** The session while logged in, null for a visitor. */
  userInfo: StoredSession | null;
  isHomeFirstPage: boolean;
  loginDialogVisible: boolean;
}

/** The part of the Web Storage API these helpers use (a Map-backed fake works in tests). */
export type UserStoreStorage = Pick<Storage, 'getItem' | 'setItem'>;

export const EMPTY_USER_STORE: Readonly<UserStore> = Object.freeze({
  isLoggedIn: false,
  userInfo: null,
  isHomeFirstPage: true,
  loginDialogVisible: false,
});

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A usable session, or null: an object whose access_token is a non-empty string. */
export function toStoredSession(value: unknown): StoredSession | null {
  if (!isRecord(value)) return null;
  const token = value.access_token;
  if (typeof token !== 'string' || token.length === 0) return null;
  return value as StoredSession;
}

/** Normalises anything (parsed JSON of unknown origin) into a consistent store. */
export function normalizeUserStore(value: unknown): UserStore {
  if (!isRecord(value)) return { ...EMPTY_USER_STORE };
  const userInfo = toStoredSession(value.userInfo);
  return {
    // A store that says "logged in" without a token cannot make an authenticated call.
    isLoggedIn: value.isLoggedIn === true && userInfo !== null,
    userInfo: value.isLoggedIn === true ? userInfo : null,
    isHomeFirstPage:
      typeof value.isHomeFirstPage === 'boolean'
        ? value.isHomeFirstPage
        : EMPTY_USER_STORE.isHomeFirstPage,
    loginDialogVisible: value.loginDialogVisible === true,
  };
}

/** Reads the store; missing, corrupt or inaccessible storage gives the visitor store. */
export function readUserStore(storage: UserStoreStorage | null | undefined): UserStore {
  if (!storage) return { ...EMPTY_USER_STORE };
  try {
    const raw = storage.getItem(USER_STORE_KEY);
    return normalizeUserStore(raw === null ? null : JSON.parse(raw));
  } catch {
    // SecurityError (storage disabled) or a SyntaxError from corrupt JSON.
    return { ...EMPTY_USER_STORE };
  }
}

/** Writes the store; returns false when storage refused it (quota, private mode). */
export function writeUserStore(
  storage: UserStoreStorage | null | undefined,
  store: UserStore,
): boolean {
  if (!storage) return false;
  try {
    storage.setItem(USER_STORE_KEY, JSON.stringify(store));
    return true;
  } catch {
    return false;
  }
}

/** The session to authenticate with, or null for a visitor. */
export function sessionFromStore(store: UserStore): StoredSession | null {
  return store.isLoggedIn ? store.userInfo : null;
}

/** The store after a successful login: the dialog closes at once. */
export function withLoggedIn(store: UserStore, session: StoredSession): UserStore {
  return { ...store, isLoggedIn: true, userInfo: session, loginDialogVisible: false };
}

/** The store after logout or error code 41001. */
export function withLoggedOut(store: UserStore): UserStore {
  return { ...store, isLoggedIn: false, userInfo: null };
}
