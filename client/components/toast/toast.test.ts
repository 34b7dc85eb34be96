import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { TOAST_DURATION_MS, Z_INDEX_BASE } from '../../styles/ui-constants';
import { toast } from './toast';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  toast.closeAll();
  vi.useRealTimers();
});

describe('toast service', () => {
  it('closes a toast TOAST_DURATION_MS after it was last shown', () => {
    toast.success('验证码发送成功');
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(toast.list()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toast.list()).toHaveLength(0);
  });

  it('groups repeats, and a repeat restarts the clock', () => {
    toast.error('验证失败');
    vi.advanceTimersByTime(2000);
    toast.error('验证失败');
    expect(toast.list()).toEqual([expect.objectContaining({ text: '验证失败', repeat: 2 })]);
    vi.advanceTimersByTime(2000);
    expect(toast.list()).toHaveLength(1);
    vi.advanceTimersByTime(TOAST_DURATION_MS - 2000);
    expect(toast.list()).toHaveLength(0);
  });

  it('layers each new toast above the earlier ones, from the base z-index', () => {
    toast.info('one');
    toast.info('two');
    const [one, two] = toast.list();
    expect(one!.zIndex).toBeGreaterThanOrEqual(Z_INDEX_BASE);
    expect(two!.zIndex).toBe(one!.zIndex + 1);
  });

  it('tells subscribers, and closes everything at once (Escape)', () => {
    const listener = vi.fn();
    const unsubscribe = toast.subscribe(listener);
    toast.info('a');
    toast.error('b');
    toast.closeAll();
    expect(toast.list()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(4);
    unsubscribe();
    expect(vi.getTimerCount()).toBe(0);
  });
});
