import { useSyncExternalStore } from 'react';

import type { StoredSession } from '../../shared/api/types';
import { dialogOpenOnThisEntry, rememberDialogEntry } from './dialog-entry';
import {
  EMPTY_USER_STORE,
  readUserStore,
  sessionFromStore,
  type UserStore,
  withLoggedIn,
  withLoggedOut,
  writeUserStore,
} from './stored-user-store';

/**
 * The browser's user store, persisted in localStorage under `userStore`.
 * The server always renders the visitor view; components read the stored state only after
 * hydration (useSyncExternalStore's server snapshot), so a logged-in visitor sees no mismatch.
 */
type Listener = () => void;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

let current: UserStore = { ...EMPTY_USER_STORE };
let loaded = false;
const listeners = new Set<Listener>();

/**
 * The stored record as this page holds it. `loginDialogVisible` is kept in the record but is the
 * page's own: a dialog left open in another tab or an earlier visit does not open here (only a
 * return to the history entry it was left open on brings it back).
 */
function readForPage(loginDialogVisible: boolean): UserStore {
  return { ...readUserStore(storage()), loginDialogVisible };
}

function state(): UserStore {
  if (!loaded && typeof window !== 'undefined') {
    current = readForPage(dialogOpenOnThisEntry());
    loaded = true;
  }
  return current;
}

function emit(): void {
  for (const listener of listeners) listener();
}

export const userStore = {
  get: state,
  set(next: UserStore): void {
    if (next.loginDialogVisible !== current.loginDialogVisible) {
      rememberDialogEntry(next.loginDialogVisible);
    }
    current = next;
    loaded = true;
    writeUserStore(storage(), next);
    emit();
  },
  update(change: (store: UserStore) => UserStore): void {
    userStore.set(change(state()));
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  session(): StoredSession | null {
    return sessionFromStore(state());
  },
  login(session: StoredSession): void {
    userStore.update((store) => withLoggedIn(store, session));
  },
  /** Logout, by the user or on error code 41001. */
  logout(): void {
    userStore.update(withLoggedOut);
  },
};

if (typeof window !== 'undefined') {
  // Another tab logged in or out: follow it.
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === 'userStore') {
      current = readForPage(current.loginDialogVisible);
      emit();
    }
  });
}

const serverSnapshot = (): UserStore => EMPTY_USER_STORE;

/** The user store as React state; the visitor store during SSR and hydration. */
export function useUserStore(): UserStore {
  return useSyncExternalStore(userStore.subscribe, state, serverSnapshot);
}
