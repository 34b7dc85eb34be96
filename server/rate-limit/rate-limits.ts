/**
 * Counts the limited account calls (limits.ts) and says whether one may go upstream. Counters
 * live in this process, or in Redis when RATE_LIMIT_REDIS_URL is set, so that every replica
 * shares one budget. While Redis is unreachable, slow or refusing writes each process counts
 * alone (shared-store.ts) rather than letting every call through, refusing them all, or holding
 * them, and a switch either way keeps what was already spent (counterFor).
 */
import type { Request } from 'express';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

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

/** How one store counted a call: within the rule, or refused. */
interface Outcome {
  refused: boolean;
  res: RateLimiterRes;
}

async function outcome(counting: Promise<RateLimiterRes>): Promise<Outcome> {
  try {
    return { refused: false, res: await counting };
  } catch (error) {
    if (error instanceof RateLimiterRes) return { refused: true, res: error };
    throw error;
  }
}

/** Gives a counted call's point back, where it was counted. */
type GiveBack = () => Promise<void>;

/** One rule's counters. */
interface RuleCounter {
  /** Counts one call; rejects with the RateLimiterRes of the refusal when over the rule. */
  consume(key: string): Promise<GiveBack>;
}

/**
 * The rule's counters in this process, and in Redis when there is one. Every call is counted in
 * this process too, and a Redis answer raises this process's count to Redis's, so that a switch
 * to counting alone still knows what was spent (the phone sent to a few seconds ago). While Redis
 * answers, the higher of the two counts decides: what this process counted alone while Redis was
 * away is not forgotten when Redis comes back without it.
 */
function counterFor(rule: LimitRule, store: SharedStore | undefined): RuleCounter {
  const options = {
    keyPrefix: `${KEY_PREFIX}:${rule.name}`,
    points: rule.points,
    duration: rule.durationSeconds,
  };
  const memory = new RateLimiterMemory(options);
  const shared =
    store &&
    new RateLimiterRedis({ ...options, storeClient: store.redis, rejectIfRedisNotReady: true });

  /** The operation on Redis, or undefined when Redis cannot be used now. */
  const onRedis = async <T>(operation: () => Promise<T>): Promise<T | undefined> => {
    if (!store) return undefined;
    try {
      return await store.run(operation);
    } catch (error) {
      if (error instanceof SharedStoreUnavailable) return undefined;
      throw error;
    }
  };

  return {
    async consume(key) {
      const local = await outcome(memory.consume(key));
      const remote = shared && (await onRedis(() => outcome(shared.consume(key))));
      let decisive = local;
      let giveBack: GiveBack = async () => {
        await memory.reward(key);
      };
      if (remote) {
        if (remote.res.consumedPoints >= local.res.consumedPoints) {
          decisive = remote;
          if (remote.res.msBeforeNext > 0) {
            await memory.set(key, remote.res.consumedPoints, remote.res.msBeforeNext / 1000);
          }
        }
        giveBack = async () => {
          await Promise.all([memory.reward(key), onRedis(() => shared.reward(key))]);
        };
      }
      if (decisive.refused) throw decisive.res;
      return giveBack;
    },
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
        let giveBack: GiveBack;
        try {
          giveBack = await limiter.consume(key);
        } catch (refusal) {
          if (!(refusal instanceof RateLimiterRes)) throw refusal;
          const retryAfterSeconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
          return { admitted: false, status: 429, retryAfterSeconds, rule: rule.name };
        }
        if (rule.onlyAccepted) givenBack.push(giveBack);
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
