import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { DOWNLOAD_ID_POLL_INTERVAL_MS, DOWNLOAD_ID_POLL_TRIES } from './download-constants';
import { pollWebId } from './web-id-poll';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Settles `promise` under fake timers, reporting when (in fake ms) it did. */
async function settleTime<T>(promise: Promise<T>): Promise<{ value: T; at: number }> {
  const started = Date.now();
  let result: { value: T; at: number } | undefined;
  void promise.then((value) => {
    result = { value, at: Date.now() - started };
  });
  while (!result) await vi.advanceTimersByTimeAsync(50);
  return result;
}

describe('pollWebId', () => {
  it('answers at once when the web id is already there', async () => {
    const read = vi.fn(() => 'web-1');
    await expect(settleTime(pollWebId(read))).resolves.toEqual({ value: 'web-1', at: 0 });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it(`reads ${DOWNLOAD_ID_POLL_TRIES} times, ${DOWNLOAD_ID_POLL_INTERVAL_MS} ms apart, then gives up with ''`, async () => {
    const readAt: number[] = [];
    const started = Date.now();
    const read = vi.fn(() => {
      readAt.push(Date.now() - started);
      return undefined;
    });
    const { value, at } = await settleTime(pollWebId(read));
    expect(value).toBe('');
    expect(read).toHaveBeenCalledTimes(5);
    expect(readAt).toEqual([0, 500, 1000, 1500, 2000]);
    expect(at).toBe(2000);
  });

  it('stops polling as soon as the tracker fills the web id in', async () => {
    let webId: string | undefined;
    setTimeout(() => {
      webId = 'web-late';
    }, 1200);
    const read = vi.fn(() => webId);
    const { value, at } = await settleTime(pollWebId(read));
    expect(value).toBe('web-late');
    expect(at).toBe(1500);
    expect(read).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(5000);
    expect(read).toHaveBeenCalledTimes(4);
  });
});
