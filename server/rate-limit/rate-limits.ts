/**
 * Counts the limited account calls (limits.ts) and says whether one may go upstream. Counters
 * live in this process, or in Redis when RATE_LIMIT_REDIS_URL is set, so that every replica
 * shares one budget. While Redis is unreachable, slow or refusing writes each process counts
 * alone (shared-store.ts) rather than letting every call through, refusing them all, or holding
 * them.
 */
import type { Request } from 'express';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';

import { percentDecoded } from '../../shared/percent-decoded';
import type { Logger } from '../logging/logger';
import { keyFor } from './limit-keys';
import { DEFAULT_LIMITS, type LimitRule } from './limits';
import {
  connectSharedStore,
  KEY_PREFIX,
  type SharedStore,
  SharedStoreUnavailable,
} from './shared-store';

export type Admission =
  /**
   * `refused`, when a rule counts only accepted calls: call it when the upstream refused the
   * call, to give those rules' points back.
   */
  | { admitted: true; refused?: () => Promise<void> }
  /** The call needs a phone number and its body has none. */
  | { admitted: false; status: 400 }
  | { admitted: false; status: 429; retryAfterSeconds: number; rule: string };

export interface RateLimits {
  /** Counts the call against each rule of its path, in order, and stops at the first refusal. */
  admit(req: Request, path: string, body: Buffer | undefined): Promise<Admission>;
  close(): Promise<void>;
}

export interface RateLimitOptions {
  /** Redis for the counters (RATE_LIMIT_REDIS_URL); undefined keeps them in this process. */
  redisUrl?: string;
  logger: Logger;
}

/** Longer keys than this are no phone number or address: they are cut, not stored whole. */
const MAX_KEY_LENGTH = 64;

/**
 * The path as an upstream router may read it: percent-decoded, any case, without a trailing
 * slash or `;` parameters, so that `/api/users/Account_Delete/` counts as the same call.
 */
function normalisedPath(path: string): string {
  // An invalid escape is left as received: the upstream cannot route it to a limited call either.
  const decoded = percentDecoded(path) ?? path;
  return decoded.split(';', 1)[0]!.replace(/\/+$/, '').toLowerCase();
}

/** One rule's counters: in Redis when there is one and it answers, else in this process. */
interface RuleCounter {
  consume(key: string): Promise<unknown>;
  reward(key: string): Promise<unknown>;
}

function counterFor(rule: LimitRule, store: SharedStore | undefined): RuleCounter {
  const options = {
    keyPrefix: `${KEY_PREFIX}:${rule.name}`,
    points: rule.points,
    duration: rule.durationSeconds,
  };
  const memory = new RateLimiterMemory(options);
  if (!store) return memory;
  const shared = new RateLimiterRedis({
    ...options,
    storeClient: store.redis,
    rejectIfRedisNotReady: true,
  });
  /** The operation on Redis, or on this process's counters while Redis cannot be used. */
  const either =
    (operation: (limiter: RateLimiterAbstract) => Promise<unknown>) =>
    async (): Promise<unknown> => {
      try {
        return await store.run(() => operation(shared));
      } catch (error) {
        if (!(error instanceof SharedStoreUnavailable)) throw error;
        return operation(memory);
      }
    };
  return {
    consume: (key) => either((limiter) => limiter.consume(key))(),
    reward: (key) => either((limiter) => limiter.reward(key))(),
  };
}

export async function createRateLimits(options: RateLimitOptions): Promise<RateLimits> {
  const limits = new Map(
    Object.entries(DEFAULT_LIMITS).map(([path, rules]) => [normalisedPath(path), rules]),
  );
  const store = options.redisUrl
    ? await connectSharedStore(options.redisUrl, options.logger)
    : undefined;
  const limiters = new Map<string, RuleCounter>();
  for (const rules of limits.values()) {
    for (const rule of rules) {
      if (!limiters.has(rule.name)) limiters.set(rule.name, counterFor(rule, store));
    }
  }

  return {
    async admit(req, path, body) {
      const rules = limits.get(normalisedPath(path)) ?? [];
      const givenBack: (() => Promise<unknown>)[] = [];
      for (const rule of rules) {
        const key = keyFor(rule.key, req, body)?.slice(0, MAX_KEY_LENGTH);
        if (key === undefined) return { admitted: false, status: 400 };
        const limiter = limiters.get(rule.name)!;
        try {
          await limiter.consume(key);
        } catch (refusal) {
          if (!(refusal instanceof RateLimiterRes)) throw refusal;
          const retryAfterSeconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
          return { admitted: false, status: 429, retryAfterSeconds, rule: rule.name };
        }
        if (rule.onlyAccepted) givenBack.push(() => limiter.reward(key));
      }
      if (givenBack.length === 0) return { admitted: true };
      return {
        admitted: true,
        refused: async () => {
          await Promise.allSettled(givenBack.map((giveBack) => giveBack()));
        },
      };
    },
    async close() {
      store?.close();
    },
  };
}
