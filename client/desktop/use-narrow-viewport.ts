import { useMediaQuery } from '../runtime/use-media-query';
import { NARROW_VIEWPORT_QUERY } from '../styles/tokens';

/**
 * Whether the window is narrow enough for the mobile layout. False on the server and during
 * hydration (the CSS media query with the same breakpoint already lays the page out), the real
 * answer right after, so the class follows without a hydration mismatch.
 */
export function useNarrowViewport(): boolean {
  return useMediaQuery(NARROW_VIEWPORT_QUERY, false);
}
