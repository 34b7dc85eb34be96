/** A chunk that fails to load reloads the page at most once per this, per path. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;

const STORAGE_KEY = 'chunkReloadAt';

/**
 * After a deploy, an old page may ask for a code chunk that no longer exists. Reloading fetches
 * the new build; the guard allows it at most once per 10 s per path, so a chunk
 * that is really broken cannot cause a reload loop.
 */
export function shouldReloadForChunkError(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  path: string,
  now: number = Date.now(),
): boolean {
  let stamps: Record<string, number>;
  try {
    stamps = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    stamps = {};
  }
  const last = stamps[path];
  if (last !== undefined && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  stamps[path] = now;
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(stamps));
  } catch {
    // Storage full or blocked: still reload once; the worst case is one extra reload.
  }
  return true;
}

/** Vite fires `vite:preloadError` when a dynamic import fails. */
export function installChunkReload(win: Window = window): void {
  win.addEventListener('vite:preloadError', (event) => {
    if (shouldReloadForChunkError(win.sessionStorage, win.location.pathname)) {
      event.preventDefault();
      win.location.reload();
    }
  });
}
