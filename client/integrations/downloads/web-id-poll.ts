/**
 * The desktop download waits for the usage-tracking web id: the tracker gets it
 * from its collection host shortly after the page loads, and the installer is named by it.
 */
import { DOWNLOAD_ID_POLL_INTERVAL_MS, DOWNLOAD_ID_POLL_TRIES } from './download-constants';

export interface WebIdPollOptions {
  tries?: number;
  intervalMs?: number;
  /** Waits `ms`; setTimeout by default (tests use fake timers). */
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Reads the web id up to `tries` times, `intervalMs` apart (the first read at once). Resolves
 * the id, or an empty string when it never came: the download then goes ahead without it.
 */
export async function pollWebId(
  readWebId: () => string | undefined,
  {
    tries = DOWNLOAD_ID_POLL_TRIES,
    intervalMs = DOWNLOAD_ID_POLL_INTERVAL_MS,
    sleep = defaultSleep,
  }: WebIdPollOptions = {},
): Promise<string> {
  for (let attempt = 1; attempt <= tries; attempt += 1) {
    const webId = readWebId();
    if (webId) return webId;
    if (attempt < tries) await sleep(intervalMs);
  }
  return '';
}
