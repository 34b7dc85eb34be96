import { DOWNLOAD_COUNT_PATH, type DownloadCount } from '../../../shared/download-count';

/**
 * Counts a download at the site (the operators' metrics), as a beacon: it leaves inside the tap
 * and survives the navigation or new tab that follows. Never throws, never waits.
 */
export function sendDownloadCount(count: DownloadCount): void {
  const body = JSON.stringify(count);
  try {
    if (navigator.sendBeacon(DOWNLOAD_COUNT_PATH, body)) return;
  } catch {
    // A browser without beacons, or one that refuses this one: a keepalive request instead.
  }
  fetch(DOWNLOAD_COUNT_PATH, { method: 'POST', body, keepalive: true }).catch(() => undefined);
}
