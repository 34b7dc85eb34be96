import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../../../shared/api/envelope';
import { fetchImTokenWithRetry, imBackoffDelay } from './im-token';

const NOMINAL = [1000, 2000, 4000, 8000, 16000];

describe('imBackoffDelay', () => {
  it('doubles from 1 s with jitter of plus or minus 25 percent', () => {
    NOMINAL.forEach((base, index) => {
      expect(imBackoffDelay(index + 1, 0)).toBe(base * 0.75);
      expect(imBackoffDelay(index + 1, 0.5)).toBe(base);
      expect(imBackoffDelay(index + 1, 1)).toBe(base * 1.25);
    });
  });

  it('never waits more than the 32 s cap', () => {
    expect(imBackoffDelay(6, 0.5)).toBe(32000);
    expect(imBackoffDelay(20, 1)).toBe(32000);
    expect(imBackoffDelay(20, 0)).toBe(24000);
  });
});

describe('fetchImTokenWithRetry (fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Records the delay of every setTimeout the retry schedules. */
  function spyDelays(): number[] {
    const delays: number[] = [];
    const original = globalThis.setTimeout;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((handler: () => void, ms?: number) => {
      delays.push(ms ?? 0);
      return original(handler, ms);
    }) as typeof setTimeout);
    return delays;
  }

  it('gives up after 5 retries, with delays within the jitter bounds', async () => {
    const delays = spyDelays();
    const fetchToken = vi.fn(() => Promise.reject(new Error('network')));
    const result = fetchImTokenWithRetry(fetchToken);
    const assertion = expect(result).rejects.toThrow('network');
    await vi.runAllTimersAsync();
    await assertion;
    expect(fetchToken).toHaveBeenCalledTimes(6);
    expect(delays).toHaveLength(5);
    delays.forEach((delay, index) => {
      const base = NOMINAL[index] ?? 0;
      expect(delay).toBeGreaterThanOrEqual(base * 0.75);
      expect(delay).toBeLessThanOrEqual(Math.min(base * 1.25, 32000));
    });
  });

  it('waits the scheduled time before each retry', async () => {
    const fetchToken = vi.fn(() => Promise.reject(new Error('down')));
    const result = fetchImTokenWithRetry(fetchToken, { random: () => 0.5 }).catch(() => 'failed');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchToken).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchToken).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4000 + 8000 + 16000);
    expect(fetchToken).toHaveBeenCalledTimes(6);
    await expect(result).resolves.toBe('failed');
  });

  it('resolves as soon as a retry succeeds', async () => {
    const fetchToken = vi
      .fn<() => Promise<{ im_token: string }>>()
      .mockRejectedValueOnce(new Error('1'))
      .mockRejectedValueOnce(new Error('2'))
      .mockResolvedValue({ im_token: 'tok' });
    const result = fetchImTokenWithRetry(fetchToken, { random: () => 1 });
    await vi.runAllTimersAsync();
    await expect(result).resolves.toEqual({ im_token: 'tok' });
    expect(fetchToken).toHaveBeenCalledTimes(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not retry a logged-out answer', async () => {
    const fetchToken = vi.fn(() => Promise.reject(new ApiError(200, 41001, 'logged out')));
    await expect(fetchImTokenWithRetry(fetchToken)).rejects.toMatchObject({ errorCode: 41001 });
    expect(fetchToken).toHaveBeenCalledTimes(1);
  });

  it('uses an injected sleep', async () => {
    vi.useRealTimers();
    const slept: number[] = [];
    const fetchToken = vi.fn(() => Promise.reject(new Error('x')));
    await expect(
      fetchImTokenWithRetry(fetchToken, {
        random: () => 0,
        sleep: async (ms) => void slept.push(ms),
      }),
    ).rejects.toThrow('x');
    expect(slept).toEqual([750, 1500, 3000, 6000, 12000]);
  });
});
