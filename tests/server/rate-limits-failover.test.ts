/**
 * The site moving its rate-limit counters between Redis and its own process, through the whole
 * app and a real redis-server: a Redis that answers but refuses writes is one switch, not one per
 * call, and what a visitor already spent (a code sent, codes checked) is still spent after a switch
 * either way.
 */
import { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CODE_CHECKS_PER_PHONE_PER_10_MINUTES } from '../../server/rate-limit/limits';
import {
  KEY_PREFIX,
  REDIS_BACK_MESSAGE,
  REDIS_UNREACHABLE_MESSAGE,
} from '../../server/rate-limit/shared-store';
import { COUNTRY_CODE } from '../../shared/account/login-constants';
import { USER_CALL_PATHS } from '../../shared/api/endpoints';
import { postApi, type ProxySite, startProxySite } from '../helpers/proxy-site';
import { REDIS_SERVER_TOOL, type RunningRedis, startRedisServer } from '../helpers/redis-server';
import { requireTool } from '../helpers/require-tool';

const redisRuns = requireTool('the rate-limit failover tests', REDIS_SERVER_TOOL);

const CAPTCHA = { lot_number: 'l', captcha_output: 'o', pass_token: 'p', gen_time: '1' };
const sendCode = (site: ProxySite, phone: string) =>
  postApi(site, USER_CALL_PATHS.sendCodeWithCaptcha, {
    country_code: COUNTRY_CODE,
    phone,
    ...CAPTCHA,
  });
const logIn = (site: ProxySite, phone: string) =>
  postApi(site, USER_CALL_PATHS.loginRegister, {
    country_code: COUNTRY_CODE,
    phone,
    phone_verify_code: '000000',
    source: 'x',
  });

const WAIT = { timeout: 10_000, interval: 20 };

let redis: RunningRedis;
let control: Redis;
let site: ProxySite;

beforeEach(async () => {
  if (!redisRuns) return;
  redis = await startRedisServer();
  control = new Redis(redis.url, { maxRetriesPerRequest: 1 });
  // A killed server is expected in some tests; the connection's retries are not a failure.
  control.on('error', () => undefined);
  site = await startProxySite({ whole: true, env: { RATE_LIMIT_REDIS_URL: redis.url } });
});
afterEach(async () => {
  await site?.close();
  control?.disconnect();
  await redis?.stop();
});

const logged = (message: string) =>
  site.logger.lines.filter((line) => line.message === message).length;
const stateChanges = () => logged(REDIS_UNREACHABLE_MESSAGE) + logged(REDIS_BACK_MESSAGE);
const reached = (path: string) => site.upstream.hits.filter((hit) => hit.url === path).length;

/** Commands Redis has received from the site (the control connection's own are left out). */
async function commandsFromSite(): Promise<number> {
  const stats = await control.info('commandstats');
  let total = 0;
  const line = /^cmdstat_([^:]+):calls=(\d+),.*rejected_calls=(\d+),failed_calls=(\d+)/gm;
  for (const [, command, calls, rejected, failed] of stats.matchAll(line)) {
    if (['info', 'config', 'replicaof'].includes(command!)) continue;
    total += Number(calls) + Number(rejected) + Number(failed);
  }
  return total;
}

describe.skipIf(!redisRuns)('a Redis that answers but refuses writes', () => {
  const refusals: [string, () => Promise<unknown>][] = [
    // A replica, as after a failover, whose master is nowhere: read-only, PING still answered.
    ['a read-only replica', () => control.replicaof('127.0.0.1', 1)],
    // Full, with nothing it may evict: every write refused with OOM.
    [
      'a full Redis with noeviction',
      async () => {
        await control.config('SET', 'maxmemory-policy', 'noeviction');
        await control.config('SET', 'maxmemory', '1');
      },
    ],
  ];

  it.each(refusals)(
    'is one switch to counting alone over 40 calls: %s',
    async (_, refuse) => {
      expect((await sendCode(site, '13100131000')).status).toBe(200);
      await refuse();
      const statuses: number[] = [];
      for (let index = 0; index < 40; index += 1) {
        // Each call comes after the site has had its chance to talk to Redis on its own (a probe
        // for whether it works again), or to switch, since the previous one.
        const before = await commandsFromSite();
        const changes = stateChanges();
        const phone = `132${String(index % 8).padStart(8, '0')}`;
        statuses.push((await (index % 2 ? logIn(site, phone) : sendCode(site, phone))).status);
        await vi.waitFor(async () => {
          expect(stateChanges() > changes || (await commandsFromSite()) > before).toBe(true);
        }, WAIT);
      }
      console.log(
        `40 calls with writes refused: ${logged(REDIS_UNREACHABLE_MESSAGE)} "unreachable" and ` +
          `${logged(REDIS_BACK_MESSAGE)} "answering again" lines`,
      );
      expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
      expect(logged(REDIS_UNREACHABLE_MESSAGE)).toBe(1);
      expect(logged(REDIS_BACK_MESSAGE)).toBe(0);
    },
    60_000,
  );
});

describe.skipIf(!redisRuns)('limits spent before a switch', () => {
  const outages: [string, () => Promise<void>][] = [
    ['killed', () => redis.stop()],
    [
      'stopped',
      async () => {
        redis.signal('SIGSTOP');
      },
    ],
  ];

  it.each(outages)(
    'keep a phone from a second code when Redis is %s mid-minute',
    async (_, outage) => {
      expect((await sendCode(site, '13100131001')).status).toBe(200);
      await outage();
      expect((await sendCode(site, '13100131001')).status).toBe(429);
      expect(reached(USER_CALL_PATHS.sendCodeWithCaptcha)).toBe(1);
    },
  );

  it('keep a phone from more code checks when Redis is killed', async () => {
    for (let index = 0; index < CODE_CHECKS_PER_PHONE_PER_10_MINUTES; index += 1) {
      expect((await logIn(site, '13100131002')).status).toBe(200);
    }
    await redis.stop();
    expect((await logIn(site, '13100131002')).status).toBe(429);
    expect(reached(USER_CALL_PATHS.loginRegister)).toBe(CODE_CHECKS_PER_PHONE_PER_10_MINUTES);
  });

  it('keep a phone sent to while Redis was away from a second code when it comes back', async () => {
    redis.signal('SIGSTOP');
    try {
      // Another phone's call finds Redis silent and switches the site to its own counters.
      expect((await sendCode(site, '13100131003')).status).toBe(200);
      await vi.waitFor(() => expect(logged(REDIS_UNREACHABLE_MESSAGE)).toBe(1), WAIT);
      // Counted in this process only: Redis never hears of this phone.
      expect((await sendCode(site, '13100131004')).status).toBe(200);
    } finally {
      redis.signal('SIGCONT');
    }
    await vi.waitFor(() => expect(logged(REDIS_BACK_MESSAGE)).toBe(1), WAIT);
    expect((await sendCode(site, '13100131004')).status).toBe(429);
    expect(reached(USER_CALL_PATHS.sendCodeWithCaptcha)).toBe(2);
    // Back on Redis, a fresh phone is counted there.
    expect((await sendCode(site, '13100131005')).status).toBe(200);
    expect(
      await control.exists(`${KEY_PREFIX}:sms-phone-countdown:${COUNTRY_CODE}:13100131005`),
    ).toBe(1);
  });
});
