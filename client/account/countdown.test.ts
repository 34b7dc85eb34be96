import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { SEND_CODE_COUNTDOWN_SECONDS } from '../../shared/account/login-constants';
import { createCountdown } from './countdown';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('resend countdown', () => {
  it('counts down from 60 once a second, then ends at 0', () => {
    const countdown = createCountdown();
    const seen: number[] = [];
    countdown.subscribe(() => seen.push(countdown.remaining()));
    expect(countdown.remaining()).toBe(0);
    countdown.start(SEND_CODE_COUNTDOWN_SECONDS);
    expect(countdown.remaining()).toBe(60);
    vi.advanceTimersByTime(1000);
    expect(countdown.remaining()).toBe(59);
    vi.advanceTimersByTime(1000);
    expect(countdown.remaining()).toBe(58);
    vi.advanceTimersByTime(57_000);
    expect(countdown.remaining()).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(countdown.remaining()).toBe(0);
    expect(seen).toEqual(Array.from({ length: 61 }, (_, index) => 60 - index));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('follows the clock when ticks come late (a throttled background tab)', () => {
    let now = 1_000_000;
    const countdown = createCountdown(() => now);
    countdown.start(60);
    now += 30_500;
    vi.advanceTimersByTime(1000);
    expect(countdown.remaining()).toBe(30);
  });

  it('can be stopped and restarted', () => {
    const countdown = createCountdown();
    countdown.start(5);
    countdown.stop();
    expect(countdown.remaining()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    countdown.start(3);
    vi.advanceTimersByTime(3000);
    expect(countdown.remaining()).toBe(0);
  });
});

describe('resend countdown to a remembered moment', () => {
  it('shows the seconds left and ticks when the shown second changes', () => {
    let now = 1_000_000;
    const countdown = createCountdown(() => now);
    countdown.runUntil(now + 42_300);
    expect(countdown.remaining()).toBe(43);
    now += 300;
    vi.advanceTimersByTime(300);
    expect(countdown.remaining()).toBe(42);
    now += 1000;
    vi.advanceTimersByTime(1000);
    expect(countdown.remaining()).toBe(41);
  });

  it('does not start for a moment already past', () => {
    const countdown = createCountdown(() => 5000);
    const seen: number[] = [];
    countdown.subscribe(() => seen.push(countdown.remaining()));
    countdown.runUntil(4000);
    expect(countdown.remaining()).toBe(0);
    expect(seen).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
