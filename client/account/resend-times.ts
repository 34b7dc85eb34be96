import { type TabStorage, tabStorage } from './tab-storage';

/**
 * When each phone number may be sent a login code again, kept for the tab's session: the
 * upstream keeps refusing sends after Back, a reload or a closed dialog, and so must the send
 * button. Stored as `[[phone, epoch ms], …]`, oldest first. Never throws: storage can be
 * unavailable or hold anything.
 */
export const RESEND_TIMES_KEY = 'loginCodeResendAt';

/** Longest wait believed from storage: a day, the longest limit the site sets. */
const MAX_WAIT_MS = 24 * 60 * 60 * 1000;
/** Numbers remembered at once; a tab that tries more forgets the oldest. */
const MAX_PHONES = 20;

type ResendTime = [phone: string, resendAt: number];

function readAll(storage: TabStorage | undefined, now: number): ResendTime[] {
  try {
    const raw = storage?.getItem(RESEND_TIMES_KEY);
    const value: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(value)) return [];
    return value.filter(
      (entry): entry is ResendTime =>
        Array.isArray(entry) &&
        typeof entry[0] === 'string' &&
        typeof entry[1] === 'number' &&
        // Past times are over, and a time too far ahead is not one this site wrote.
        entry[1] > now &&
        entry[1] <= now + MAX_WAIT_MS,
    );
  } catch {
    return [];
  }
}

/** When `phone` may be sent a code again (epoch ms), or 0 when it may now. */
export function readResendAt(phone: string, now = Date.now(), storage = tabStorage()): number {
  return readAll(storage, now).find(([known]) => known === phone)?.[1] ?? 0;
}

/** Notes that `phone` may not be sent a code before `resendAt` (epoch ms). */
export function rememberResendAt(
  phone: string,
  resendAt: number,
  now = Date.now(),
  storage = tabStorage(),
): void {
  const others = readAll(storage, now).filter(([known]) => known !== phone);
  const kept = (resendAt > now ? [...others, [phone, resendAt]] : others).slice(-MAX_PHONES);
  try {
    if (kept.length === 0) storage?.removeItem(RESEND_TIMES_KEY);
    else storage?.setItem(RESEND_TIMES_KEY, JSON.stringify(kept));
  } catch {
    // Full or unavailable storage: the countdown then lasts as long as the page.
  }
}
