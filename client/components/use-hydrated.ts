import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False during the server render and hydration, true afterwards: for views that depend on
 * browser-only state (the stored login) and must not guess on the server.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
