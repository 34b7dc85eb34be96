/**
 * The Redis the rate-limit counters share, behind a breaker with hysteresis, so that a Redis at
 * the edge of working moves the site between Redis and its own counters once, not on every call:
 *
 * - Counting alone starts after FAILURES_BEFORE_FALLBACK failures in a row (an error, a write
 *   Redis refuses such as READONLY or OOM, or no answer within REDIS_COMMAND_TIMEOUT_MS), or at
 *   once when the connection itself fails. A failure counts only for a call begun after the last
 *   counted one was seen: one stall (of Redis, the network or this machine) times out every call
 *   in flight together, and that is one failure, not fifty.
 * - Counting in Redis again needs a write to succeed: a background probe writes a short-lived key
 *   every REDIS_PROBE_INTERVAL_MS, so a Redis that answers PING but refuses writes (a read-only
 *   replica after a failover, a full `noeviction` Redis) stays switched off, and calls never wait
 *   on Redis while the process counts alone.
 *
 * Each change of state is logged once. A connected Redis that does not answer (a long command,
 * `DEBUG SLEEP`, a stopped process) never counts as down to the client, so the timeout is what
 * keeps a visitor from waiting on it.
 */
import { Redis } from 'ioredis';
import { RateLimiterRes } from 'rate-limiter-flexible';

import type { Logger } from '../logging/logger';

/** The prefix of every key the site's rate limits write in Redis. */
export const KEY_PREFIX = 'site-rate-limit';

/**
 * How long one counter command may take. A limit's script is one round trip that Redis runs in
 * well under a millisecond, and a round trip inside a region is 1–2 ms, so 50 ms is some thirty
 * times the normal answer: late enough that a busy event loop or network rarely trips it, and
 * early enough that the calls before the switch wait little.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 50;

/**
 * Failures in a row before the process counts alone: one slow answer is a busy moment, three in
 * a row, each from a call begun after the previous failure was seen, is a Redis in trouble.
 */
export const FAILURES_BEFORE_FALLBACK = 3;

/** How often a process counting alone tries a write on Redis to see whether it works again. */
export const REDIS_PROBE_INTERVAL_MS = 500;

/** The key the probe writes; it expires on its own. */
const PROBE_KEY = `${KEY_PREFIX}:probe`;
const PROBE_KEY_TTL_MS = 10_000;

/** How long the first connection to Redis may take before the process starts counting alone. */
const REDIS_CONNECT_TIMEOUT_MS = 3000;

export const REDIS_UNREACHABLE_MESSAGE = 'rate-limit redis unreachable; counting in this process';
export const REDIS_BACK_MESSAGE = 'rate-limit redis answering again; counting in redis';

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

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function connectSharedStore(url: string, logger: Logger): Promise<SharedStore> {
  const redis = new Redis(url, {
    lazyConnect: true,
    // A call never waits for a reconnect: it is counted in this process at once.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
  });
  let usable = true;
  /** Failures in a row, counted as the comment at the top says. */
  let failures = 0;
  /** Calls begun so far, and how many had begun when the last failure was counted. */
  let begun = 0;
  let begunAtLastFailure = 0;
  let probe: NodeJS.Timeout | undefined;
  let probing = false;

  const recovered = () => {
    if (usable) return;
    usable = true;
    failures = 0;
    clearInterval(probe);
    probe = undefined;
    logger.info(REDIS_BACK_MESSAGE);
  };
  const tryWrite = async () => {
    // One probe at a time: a stalled Redis does not collect a queue of them.
    if (probing) return;
    probing = true;
    const writing = redis.set(PROBE_KEY, '1', 'PX', PROBE_KEY_TTL_MS);
    const settled = await withinTimeout(writing, REDIS_COMMAND_TIMEOUT_MS);
    if (settled !== TIMED_OUT && settled.ok) recovered();
    await writing.catch(() => undefined);
    probing = false;
  };
  const unusable = (reason: string) => {
    if (!usable) return;
    usable = false;
    logger.warn(REDIS_UNREACHABLE_MESSAGE, { error: reason });
    probe = setInterval(() => void tryWrite(), REDIS_PROBE_INTERVAL_MS);
    probe.unref();
  };
  const failed = (call: number, reason: string) => {
    if (call > begunAtLastFailure) {
      failures += 1;
      begunAtLastFailure = begun;
    }
    if (failures >= FAILURES_BEFORE_FALLBACK) unusable(reason);
  };

  // A connection that fails is no busy moment: count alone at once.
  redis.on('error', (error: Error) => unusable(error.message));
  try {
    await redis.connect();
  } catch (error) {
    // ioredis keeps trying in the background; the probe notices when it succeeds.
    unusable(reasonOf(error));
  }

  return {
    redis,
    async run(operation) {
      if (!usable) throw new SharedStoreUnavailable('counting in this process');
      begun += 1;
      const call = begun;
      const settled = await withinTimeout(operation(), REDIS_COMMAND_TIMEOUT_MS);
      if (settled !== TIMED_OUT && (settled.ok || settled.error instanceof RateLimiterRes)) {
        failures = 0;
        if (settled.ok) return settled.value;
        throw settled.error;
      }
      const reason =
        settled === TIMED_OUT
          ? `no answer within ${REDIS_COMMAND_TIMEOUT_MS} ms`
          : reasonOf(settled.error);
      failed(call, reason);
      throw new SharedStoreUnavailable(reason);
    },
    close() {
      clearInterval(probe);
      redis.disconnect();
    },
  };
}
