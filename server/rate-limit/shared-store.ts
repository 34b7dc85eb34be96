/**
 * The Redis the rate-limit counters share, behind a breaker: a command that fails or does not
 * answer within REDIS_COMMAND_TIMEOUT_MS switches this process to its own counters (logged once),
 * and a background PING switches it back as soon as Redis answers again (logged once too). A
 * connected Redis that does not answer (a long command, `DEBUG SLEEP`, a stopped process, a
 * failover) never counts as down to the client, so the breaker is what keeps a visitor from
 * waiting on it.
 */
import { Redis } from 'ioredis';
import { RateLimiterRes } from 'rate-limiter-flexible';

import type { Logger } from '../logging/logger';

/**
 * How long one counter command may take. A limit's script is one round trip that Redis runs in
 * well under a millisecond, and a round trip inside a region is 1–2 ms, so 50 ms is some thirty
 * times the normal answer: late enough that a busy event loop or network does not trip it, and
 * early enough that a call checked against three rules waits at most 150 ms, once, before the
 * process counts alone.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 50;

/** How often a process counting alone asks Redis whether it answers again. */
export const REDIS_PROBE_INTERVAL_MS = 500;

/** How long the first connection to Redis may take before the process starts counting alone. */
const REDIS_CONNECT_TIMEOUT_MS = 3000;

/** Thrown by `run` when the shared counters cannot be used now: count in this process instead. */
export class SharedStoreUnavailable extends Error {}

export interface SharedStore {
  redis: Redis;
  /**
   * Runs one counter operation on Redis within the command timeout. A refusal (RateLimiterRes)
   * passes through; anything else, a timeout included, throws SharedStoreUnavailable.
   */
  run<T>(operation: () => Promise<T>): Promise<T>;
  close(): void;
}

const TIMED_OUT = Symbol('timed out');

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * How `promise` settled, or TIMED_OUT once `ms` have passed. The timer's end is checked once more
 * after the event loop has read its sockets, so an answer that arrived while the loop was busy
 * elsewhere still wins over a timer that fired late.
 */
function withinTimeout<T>(promise: Promise<T>, ms: number): Promise<Settled<T> | typeof TIMED_OUT> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => setImmediate(() => resolve(TIMED_OUT)), ms);
    const settle = (settled: Settled<T>) => {
      clearTimeout(timer);
      resolve(settled);
    };
    promise.then(
      (value) => settle({ ok: true, value }),
      (error: unknown) => settle({ ok: false, error }),
    );
  });
}

export async function connectSharedStore(url: string, logger: Logger): Promise<SharedStore> {
  const redis = new Redis(url, {
    lazyConnect: true,
    // A call never waits for a reconnect: it is counted in this process at once.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
  });
  let usable = true;
  let probe: NodeJS.Timeout | undefined;
  let probing: Promise<unknown> | undefined;

  const recovered = () => {
    if (usable) return;
    usable = true;
    clearInterval(probe);
    probe = undefined;
    logger.info('rate-limit redis answering again; counting in redis');
  };
  const unusable = (reason: string) => {
    if (!usable) return;
    usable = false;
    logger.warn('rate-limit redis unreachable; counting in this process', { error: reason });
    probe = setInterval(() => {
      // One PING at a time: a stalled Redis does not collect a queue of them.
      if (probing) return;
      probing = redis.ping();
      void withinTimeout(probing, REDIS_COMMAND_TIMEOUT_MS).then((settled) => {
        if (settled !== TIMED_OUT && settled.ok) recovered();
      });
      void probing.catch(() => undefined).finally(() => (probing = undefined));
    }, REDIS_PROBE_INTERVAL_MS);
    probe.unref();
  };

  redis.on('error', (error: Error) => unusable(error.message));
  try {
    await redis.connect();
  } catch (error) {
    // ioredis keeps trying in the background; the probe notices when it succeeds.
    unusable(error instanceof Error ? error.message : String(error));
  }

  return {
    redis,
    async run(operation) {
      if (!usable) throw new SharedStoreUnavailable('counting in this process');
      const settled = await withinTimeout(operation(), REDIS_COMMAND_TIMEOUT_MS);
      if (settled === TIMED_OUT) {
        unusable(`no answer within ${REDIS_COMMAND_TIMEOUT_MS} ms`);
        throw new SharedStoreUnavailable('timed out');
      }
      if (settled.ok) return settled.value;
      if (settled.error instanceof RateLimiterRes) throw settled.error;
      const reason = settled.error instanceof Error ? settled.error.message : String(settled.error);
      unusable(reason);
      throw new SharedStoreUnavailable(reason);
    },
    close() {
      clearInterval(probe);
      redis.disconnect();
    },
  };
}
