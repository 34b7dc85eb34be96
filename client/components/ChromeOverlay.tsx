import { OVERLAY_DURATION_MS } from '../styles/ui-constants';
import { useDelayedFlag } from './use-delayed-flag';

/**
 * The overlay of the first OVERLAY_DURATION_MS: it covers the page
 * while the layout settles. CSS hides it after that time even before the scripts run (so a
 * slow script never hides the server-rendered page); React removes it after mount.
 */
export function ChromeOverlay() {
  const passed = useDelayedFlag(OVERLAY_DURATION_MS);
  return passed ? null : <div className="chrome-overlay" aria-hidden="true" />;
}
