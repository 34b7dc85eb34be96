import { useEffect, useState } from 'react';

/** False on the server and at mount; true `delayMs` after mount. */
export function useDelayedFlag(delayMs: number): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setPassed(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return passed;
}
