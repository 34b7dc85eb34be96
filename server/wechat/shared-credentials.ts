/**
 * Where every replica keeps WeChat's access token and JS-SDK ticket: the Redis of
 * RATE_LIMIT_REDIS_URL, under keys of their own. A refresh is done by one replica at a time
 * (a short lock, `SET … NX PX`); the others wait for its value to appear.
 *
 * Its own small client, with the connection options of the rate limits' (no offline queue, one
 * try per command, a connect timeout) and a command timeout: whatever goes wrong with Redis
 * throws, and the caller fetches in this process instead.
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

import { Redis } from 'ioredis';

/** As the rate limits': how long the first connection may take. */
const REDIS_CONNECT_TIMEOUT_MS = 3000;
/**
 * A few reads and writes per refresh, off the visitors' path except for those waiting on that
 * refresh: longer than the rate limits' 50 ms, still short against a visitor's patience.
 */
const REDIS_COMMAND_TIMEOUT_MS = 500;

/** Deletes the lock only if it is still the holder's (it may have expired and been retaken). */
const RELEASE_SCRIPT =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

/** A value and how long it has left. */
export interface KeptValue {
  value: string;
  msLeft: number;
}

export interface Lock {
  release(): Promise<void>;
}

export interface SharedCredentials {
  read(name: string): Promise<KeptValue | undefined>;
  write(name: string, value: string, ttlMs: number): Promise<void>;
  remove(name: string): Promise<void>;
  /** Takes the refresh lock for `ms`; undefined when another replica holds it. */
  lock(ms: number): Promise<Lock | undefined>;
  /**
   * Reads `name` every `intervalMs`, at most `tries` times, until it appears: another replica's
   * refresh. Undefined when it never did.
   */
  waitFor(name: string, tries: number, intervalMs: number): Promise<KeptValue | undefined>;
  close(): void;
}

/**
 * The shared store of the account `appId` (its keys name it, so a new account never reads the
 * old one's token). `onError` hears Redis's connection errors.
 */
export function connectSharedCredentials(
  url: string,
  appId: string,
  onError: (error: Error) => void,
): SharedCredentials {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  });
  redis.on('error', onError);
  // ioredis keeps reconnecting in the background after a failed first try.
  const connected = redis.connect().catch(() => undefined);
  const key = (name: string) => `wechat:${appId}:${name}`;
  const lockKey = key('refresh-lock');

  const read = async (name: string): Promise<KeptValue | undefined> => {
    await connected;
    const results = await redis.multi().get(key(name)).pttl(key(name)).exec();
    const [[getError, value] = [], [ttlError, msLeft] = []] = results ?? [];
    if (getError ?? ttlError) throw getError ?? ttlError;
    if (typeof value !== 'string' || typeof msLeft !== 'number' || msLeft <= 0) return undefined;
    return { value, msLeft };
  };

  return {
    read,
    async write(name, value, ttlMs) {
      await connected;
      await redis.set(key(name), value, 'PX', Math.max(1, Math.floor(ttlMs)));
    },
    async remove(name) {
      await connected;
      await redis.del(key(name));
    },
    async lock(ms) {
      await connected;
      const holder = randomBytes(16).toString('hex');
      const taken = await redis.set(lockKey, holder, 'PX', ms, 'NX');
      if (taken !== 'OK') return undefined;
      return {
        release: async () => {
          await redis.eval(RELEASE_SCRIPT, 1, lockKey, holder);
        },
      };
    },
    async waitFor(name, tries, intervalMs) {
      for (let attempt = 0; attempt < tries; attempt += 1) {
        const kept = await read(name);
        if (kept) return kept;
        await sleep(intervalMs);
      }
      return undefined;
    },
    close() {
      redis.disconnect();
    },
  };
}
