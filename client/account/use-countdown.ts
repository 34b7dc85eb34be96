import { useSyncExternalStore } from 'react';

import type { Countdown } from './countdown';

/** Seconds left on a countdown, as React state; 0 on the server. */
export function useCountdown(countdown: Countdown): number {
  return useSyncExternalStore(countdown.subscribe, countdown.remaining, () => 0);
}
