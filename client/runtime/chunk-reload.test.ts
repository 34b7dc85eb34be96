import { describe, expect, it } from 'vitest';

import { CHUNK_RELOAD_GUARD_MS, shouldReloadForChunkError } from './chunk-reload';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('shouldReloadForChunkError', () => {
  it('reloads at most once per 10 s per path', () => {
    const storage = memoryStorage();
    expect(shouldReloadForChunkError(storage, '/a', 1000)).toBe(true);
    expect(shouldReloadForChunkError(storage, '/a', 1000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(shouldReloadForChunkError(storage, '/b', 1500)).toBe(true);
    expect(shouldReloadForChunkError(storage, '/a', 1000 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
  });

  it('survives corrupt storage', () => {
    const storage = memoryStorage();
    storage.setItem('chunkReloadAt', '{not json');
    expect(shouldReloadForChunkError(storage, '/a', 5)).toBe(true);
  });
});
