import { afterEach, describe, expect, it, vi } from 'vitest';

import { lookupPublicIp } from './ip-lookup';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('lookupPublicIp', () => {
  it('reads the ip field', async () => {
    const fetchImpl = vi.fn(async () => json({ ip: '203.0.113.7', country: 'CN' }));
    await expect(lookupPublicIp('https://ip.example.com/json', fetchImpl)).resolves.toBe(
      '203.0.113.7',
    );
    expect(fetchImpl).toHaveBeenCalledWith('https://ip.example.com/json', expect.any(Object));
  });

  it('asks nothing and answers an empty string when the lookup is not configured', async () => {
    const fetchImpl = vi.fn(async () => json({ ip: '203.0.113.7' }));
    await expect(lookupPublicIp(undefined, fetchImpl)).resolves.toBe('');
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it.each([
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an HTTP error', async () => json({ ip: '203.0.113.7' }, 503)],
    ['an answer without ip', async () => json({ address: '203.0.113.7' })],
    ['an answer that is not JSON', async () => new Response('<html>', { status: 200 })],
  ])('answers an empty string on %s and only logs it', async (_case, answer) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error');
    await expect(lookupPublicIp('https://ip.example.com/json', vi.fn(answer))).resolves.toBe('');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
  });

  it('gives up after the timeout', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const hanging = (_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    await expect(lookupPublicIp('https://ip.example.com/json', hanging, 20)).resolves.toBe('');
  });
});
