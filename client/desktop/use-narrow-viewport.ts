import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../shared/constants';

/** Spec section 2: a width of MOBILE_BREAKPOINT_PX or less gets the mobile layout. */
export const NARROW_VIEWPORT_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

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
