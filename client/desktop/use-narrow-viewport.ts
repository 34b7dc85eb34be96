import { useSyncExternalStore } from 'react';

import { NARROW_VIEWPORT_QUERY } from '../styles/tokens';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW_VIEWPORT_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the window is narrow enough for the mobile layout. False on the server and during
 * hydration (the CSS media query with the same breakpoint already lays the page out), the real
 * answer right after, so the class follows without a hydration mismatch.
 */
export function useNarrowViewport(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW_VIEWPORT_QUERY).matches,
    () => false,
  );
}
