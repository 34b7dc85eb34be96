import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the window matches the media `query`, following it as it changes. `serverValue` is the
 * answer on the server and during hydration, so that the first render matches the server's HTML.
 */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
