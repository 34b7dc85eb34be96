import { HEADER_TRANSITION_ENABLE_DELAY_MS } from '../styles/ui-constants';
import { useDelayedFlag } from './use-delayed-flag';

/**
 * Whether the header may animate (transitions enabled 100 ms after mount), so
 * the state it settles into after hydration (logged in, home first page) appears without one.
 */
export function useHeaderTransitions(): boolean {
  return useDelayedFlag(HEADER_TRANSITION_ENABLE_DELAY_MS);
}
