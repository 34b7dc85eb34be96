import { BUILD_MANIFEST_PATH } from '../../shared/build-manifest';
import type { BuildInfo } from '../../shared/render-contract';

export const BUILD_POLL_INTERVAL_MS = 60 * 60 * 1000;

/** Fetches the latest build id; undefined when it cannot be read (offline, deploy in flight). */
export async function fetchLatestBuild(
  fetchImpl: typeof fetch = fetch,
): Promise<BuildInfo | undefined> {
  try {
    const response = await fetchImpl(BUILD_MANIFEST_PATH, { cache: 'no-store' });
    if (!response.ok) return undefined;
    const body = (await response.json()) as Partial<BuildInfo>;
    return typeof body.id === 'string'
      ? { id: body.id, timestamp: Number(body.timestamp) }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Polls the build manifest every hour and calls `onNewBuild` once when the
 * deployed build differs from the one this page was built from. Returns a stop function.
 */
export function watchForNewBuild(
  currentId: string,
  onNewBuild: (latest: BuildInfo) => void,
  fetchImpl: typeof fetch = fetch,
  intervalMs: number = BUILD_POLL_INTERVAL_MS,
): () => void {
  const timer = setInterval(() => {
    // Nothing awaits a timer callback; fetchLatestBuild resolves even offline.
    void fetchLatestBuild(fetchImpl).then((latest) => {
      if (latest && latest.id !== currentId) {
        clearInterval(timer);
        onNewBuild(latest);
      }
    });
  }, intervalMs);
  return () => clearInterval(timer);
}
