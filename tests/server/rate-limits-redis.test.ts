/**
 * With RATE_LIMIT_REDIS_URL two replicas share one budget: two whole apps, each with its own
 * upstream on loopback, counting in one real redis-server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SMS_PER_ADDRESS_PER_HOUR } from '../../server/rate-limit/limits';
import { USER_CALL_PATHS } from '../../shared/api/endpoints';
import { COUNTRY_CODE } from '../../shared/spec-constants';
import {
  type AppOnFakeUpstream,
  postApi,
  startAppOnFakeUpstream,
} from '../helpers/app-on-fake-upstream';
import {
  REDIS_SERVER,
  redisServerInstalled,
  type RunningRedis,
  startRedisServer,
} from '../helpers/redis-server';

const CAPTCHA = { lot_number: 'l', captcha_output: 'o', pass_token: 'p', gen_time: '1' };
const sendCode = (site: AppOnFakeUpstream, phone: string) =>
  postApi(site, USER_CALL_PATHS.sendCodeWithCaptcha, {
    country_code: COUNTRY_CODE,
    phone,
    ...CAPTCHA,
  });

if (!redisServerInstalled) {
  console.log(
    `skipped: the shared rate-limit test needs redis-server at ${REDIS_SERVER} (apt-get install redis-server)`,
  );
}

describe.skipIf(!redisServerInstalled)('rate limits shared through Redis', () => {
  let redis: RunningRedis;
  let first: AppOnFakeUpstream;
  let second: AppOnFakeUpstream;

  beforeAll(async () => {
    redis = await startRedisServer();
    const env = { RATE_LIMIT_REDIS_URL: redis.url };
    [first, second] = await Promise.all([
      startAppOnFakeUpstream({ env }),
      startAppOnFakeUpstream({ env }),
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
