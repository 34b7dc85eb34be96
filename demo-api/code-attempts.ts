/**
 * Wrong verification codes per phone: after MAX_WRONG_CODES of them the phone is locked out for
 * WRONG_CODE_LOCK_MINUTES, even for the right code, so the six-digit code cannot be guessed by
 * brute force. A right code before the lock clears the count.
 */
import { MAX_WRONG_CODES, WRONG_CODE_LOCK_MINUTES } from './constants';

const LOCK_MS = WRONG_CODE_LOCK_MINUTES * 60 * 1000;
/** Bounded like the other maps of the demo, so a flood of numbers cannot grow it without end. */
const MAX_RECORDS = 20_000;

interface AttemptRecord {
  failures: number;
  lastFailureAt: number;
  lockedUntil?: number;
}

export class CodeAttempts {
  private readonly records = new Map<string, AttemptRecord>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Whole minutes (rounded up) until `phone` may enter a code again; 0 when it may now. */
  lockMinutesLeft(phone: string): number {
    const lockedUntil = this.records.get(phone)?.lockedUntil;
    if (lockedUntil === undefined) return 0;
    const remainingMs = lockedUntil - this.now();
    if (remainingMs <= 0) {
      // The lock has run out: the phone starts again with a clean count.
      this.records.delete(phone);
      return 0;
    }
    return Math.ceil(remainingMs / 60_000);
  }

  recordFailure(phone: string): void {
    const now = this.now();
    let record = this.records.get(phone);
    // Typos spread further apart than a lock lasts never add up to one.
    if (!record || now - record.lastFailureAt >= LOCK_MS) {
      this.records.delete(phone);
      for (const key of this.records.keys()) {
        if (this.records.size < MAX_RECORDS) break;
        this.records.delete(key);
      }
      record = { failures: 0, lastFailureAt: now };
      this.records.set(phone, record);
    }
    record.failures += 1;
    record.lastFailureAt = now;
    if (record.failures >= MAX_WRONG_CODES) record.lockedUntil = now + LOCK_MS;
  }

  recordSuccess(phone: string): void {
    this.records.delete(phone);
  }
}
