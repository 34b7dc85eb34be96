import { afterEach, describe, expect, it, vi } from 'vitest';

import { createUsageTracker, usageTracker, type UsageTrackerDeps } from './usage-tracking';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

function deps(answer: () => Promise<Response>, storage = memoryStorage()) {
  const fetch = vi.fn((_url: string, _init?: RequestInit) => answer());
  const all: UsageTrackerDeps = { fetch, storage, userAgent: 'UA', now: () => 42 };
  return { ...all, fetch, storage };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('usage tracking', () => {
  it('asks the collection host for a web id, with the spec settings, and keeps it', async () => {
    const d = deps(async () => Response.json({ web_id: 'w-1' }));
    const tracker = createUsageTracker('https://collect.example.com', d);
    expect(tracker.webId()).toBeUndefined();
    await vi.waitFor(() => expect(tracker.webId()).toBe('w-1'));
    const [url, init] = d.fetch.mock.calls[0]!;
    expect(url).toBe('https://collect.example.com/webid');
    expect(JSON.parse(String(init?.body))).toEqual({
      user_agent: 'UA',
      log: true,
      autotrack: false,
      enable_stay_duration: false,
      env: 'online',
    });
    expect(d.storage.data.get('usageTrackingWebId')).toBe('w-1');
  });

  it('reuses the web id this browser already has', () => {
    const d = deps(async () => Response.json({}), memoryStorage({ usageTrackingWebId: 'w-old' }));
    expect(createUsageTracker('https://collect.example.com', d).webId()).toBe('w-old');
    expect(d.fetch).not.toHaveBeenCalled();
  });

  it('sends events with the web id and logs them at debug level', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    const d = deps(async () => Response.json({}), memoryStorage({ usageTrackingWebId: 'w-2' }));
    createUsageTracker('https://collect.example.com', d).event('download_mobile', {
      event_group: 'official_website_events',
    });
    const [url, init] = d.fetch.mock.calls[0]!;
    expect(url).toBe('https://collect.example.com/list');
    expect(JSON.parse(String(init?.body))).toEqual({
      env: 'online',
      web_id: 'w-2',
      events: [
        {
          event: 'download_mobile',
          params: { event_group: 'official_website_events' },
          local_time_ms: 42,
        },
      ],
    });
    expect(debug).toHaveBeenCalledTimes(1);
  });

  it('only warns when the collection host fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const tracker = createUsageTracker(
      'https://collect.example.com',
      deps(() => Promise.reject(new TypeError('offline'))),
    );
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(tracker.webId()).toBeUndefined();
  });

  it('is off without a host', () => {
    expect(usageTracker(undefined)).toBeNull();
  });
});
