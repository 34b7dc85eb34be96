import { afterEach, describe, expect, it, vi } from 'vitest';

import { BUILD_MANIFEST_PATH } from '../../shared/build-manifest';
import { BUILD_POLL_INTERVAL_MS, fetchLatestBuild, watchForNewBuild } from './build-version';

function fakeFetch(ids: (string | Error)[]) {
  const calls: string[] = [];
  const impl = (async (url: string) => {
    calls.push(url);
    const next = ids.shift() ?? 'same';
    if (next instanceof Error) throw next;
    return new Response(JSON.stringify({ id: next, timestamp: 1 }), { status: 200 });
  }) as unknown as typeof fetch;
  return { impl, calls };
}

afterEach(() => vi.useRealTimers());

describe('watchForNewBuild', () => {
  it('polls the manifest every hour and reports a new build once', async () => {
    vi.useFakeTimers();
    const { impl, calls } = fakeFetch(['current', new Error('offline'), 'next', 'later']);
    const onNewBuild = vi.fn();
    const stop = watchForNewBuild('current', onNewBuild, impl);

    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS - 1);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([BUILD_MANIFEST_PATH]);
    expect(onNewBuild).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS);
    expect(onNewBuild).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
    expect(onNewBuild).toHaveBeenCalledWith({ id: 'next', timestamp: 1 });

    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS * 3);
    expect(calls).toHaveLength(3);
    stop();
  });
});

describe('fetchLatestBuild', () => {
  it('gives undefined for a failed or malformed answer', async () => {
    const failing = (async () => new Response('nope', { status: 503 })) as unknown as typeof fetch;
    expect(await fetchLatestBuild(failing)).toBeUndefined();
    const malformed = (async () => new Response('{"x":1}')) as unknown as typeof fetch;
    expect(await fetchLatestBuild(malformed)).toBeUndefined();
  });
});
