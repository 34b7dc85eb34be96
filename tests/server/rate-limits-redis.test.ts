/**
 * With RATE_LIMIT_REDIS_URL two replicas share one budget: two whole apps, each with its own
 * upstream on loopback, counting in one real redis-server.
 */
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { SMS_PER_ADDRESS_PER_HOUR } from '../../server/rate-limit/limits';
import {
  REDIS_BACK_MESSAGE,
  REDIS_UNREACHABLE_MESSAGE,
} from '../../server/rate-limit/shared-store';
import { COUNTRY_CODE } from '../../shared/account/login-constants';
import { USER_CALL_PATHS } from '../../shared/api/endpoints';
import { postApi, type ProxySite, startProxySite } from '../helpers/proxy-site';
import { REDIS_SERVER_TOOL, type RunningRedis, startRedisServer } from '../helpers/redis-server';
import { requireTool } from '../helpers/require-tool';

const CAPTCHA = { lot_number: 'l', captcha_output: 'o', pass_token: 'p', gen_time: '1' };
const sendCode = (site: ProxySite, phone: string) =>
  postApi(site, USER_CALL_PATHS.sendCodeWithCaptcha, {
    country_code: COUNTRY_CODE,
    phone,
    ...CAPTCHA,
  });

const redisRuns = requireTool('the shared rate-limit tests', REDIS_SERVER_TOOL);

describe.skipIf(!redisRuns)('rate limits shared through Redis', () => {
  let redis: RunningRedis;
  let first: ProxySite;
  let second: ProxySite;

  beforeAll(async () => {
    redis = await startRedisServer();
    const env = { RATE_LIMIT_REDIS_URL: redis.url };
    [first, second] = await Promise.all([
      startProxySite({ whole: true, env }),
      startProxySite({ whole: true, env }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await redis?.stop();
  });

  const sent = () =>
    [...first.upstream.hits, ...second.upstream.hits].filter(
      (hit) => hit.url === USER_CALL_PATHS.sendCodeWithCaptcha,
    ).length;

  it('refuses on one replica the phone the other has just sent a code to', async () => {
    expect((await sendCode(first, '13600136000')).status).toBe(200);
    const refused = await sendCode(second, '13600136000');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(second.upstream.hits).toHaveLength(0);
  });

  it('counts one address over both replicas', async () => {
    const before = sent();
    const statuses: number[] = [];
    for (let index = 0; index < SMS_PER_ADDRESS_PER_HOUR + 6; index += 1) {
      const site = index % 2 === 0 ? first : second;
      statuses.push((await sendCode(site, `135${String(index).padStart(8, '0')}`)).status);
    }
    // The first test's two calls already count against the address.
    expect(sent() - before).toBe(SMS_PER_ADDRESS_PER_HOUR - 2);
    expect(statuses.filter((status) => status === 429)).toHaveLength(8);
  });
});

/** Longest a limited call may take while Redis is stalled: a visitor notices anything longer. */
const STALLED_CALL_BOUND_MS = 1000;
const CALLS_DURING_STALL = 12;

describe.skipIf(!redisRuns)('a Redis that is connected but does not answer', () => {
  let redis: RunningRedis;
  let first: ProxySite;
  let second: ProxySite;

  beforeEach(async () => {
    redis = await startRedisServer();
    const env = { RATE_LIMIT_REDIS_URL: redis.url };
    [first, second] = await Promise.all([
      startProxySite({ whole: true, env }),
      startProxySite({ whole: true, env }),
    ]);
  });
  afterEach(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await redis?.stop();
  });

  const logged = (site: ProxySite, message: string) =>
    site.logger.lines.filter((line) => line.message === message).length;

  /** Both replicas share one budget: a phone sent to on one is refused on the other. */
  async function expectShared(phone: string) {
    expect((await sendCode(first, phone)).status).toBe(200);
    expect((await sendCode(second, phone)).status).toBe(429);
  }

  /** Calls both replicas during the stall: each answers in time and counts in its own process. */
  async function expectAnswersWhileStalled() {
    const durations: number[] = [];
    const statuses: number[] = [];
    for (let index = 0; index < CALLS_DURING_STALL; index += 1) {
      const site = index % 2 === 0 ? first : second;
      const started = performance.now();
      const phone = `134${String(Math.floor(index / 2) % 4).padStart(8, '0')}`;
      const response = await sendCode(site, phone);
      durations.push(performance.now() - started);
      statuses.push(response.status);
    }
    expect(Math.max(...durations)).toBeLessThan(STALLED_CALL_BOUND_MS);
    // Four phones, each sent to once per replica: the rest are refused by the process's own count.
    expect(statuses.filter((status) => status === 200)).toHaveLength(8);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    for (const site of [first, second]) expect(logged(site, REDIS_UNREACHABLE_MESSAGE)).toBe(1);
  }

  async function expectBackOnRedis() {
    await vi.waitFor(
      () => {
        for (const site of [first, second]) expect(logged(site, REDIS_BACK_MESSAGE)).toBe(1);
      },
      { timeout: 10_000, interval: 50 },
    );
    await expectShared('13300133000');
    for (const site of [first, second]) expect(logged(site, REDIS_UNREACHABLE_MESSAGE)).toBe(1);
  }

  it('answers every call within the bound during DEBUG SLEEP, then shares again', async () => {
    await expectShared('13700137000');
    const control = new Redis(redis.url);
    const watcher = new Redis(redis.url, { commandTimeout: 200 });
    try {
      await Promise.all([control.ping(), watcher.ping()]);
      const sleeping = control.call('DEBUG', 'SLEEP', '15');
      // The stall has begun once another connection's PING goes unanswered.
      await expect(watcher.ping()).rejects.toThrow(/timed out/i);
      // Awaited below; a failure before then must not leave it unhandled.
      sleeping.catch(() => undefined);
      await expectAnswersWhileStalled();
      await sleeping;
    } finally {
      control.disconnect();
      watcher.disconnect();
    }
    await expectBackOnRedis();
  }, 40_000);

  it('answers every call within the bound while the Redis process is stopped', async () => {
    await expectShared('13700137000');
    redis.signal('SIGSTOP');
    try {
      await expectAnswersWhileStalled();
    } finally {
      redis.signal('SIGCONT');
    }
    await expectBackOnRedis();
  }, 40_000);
});
