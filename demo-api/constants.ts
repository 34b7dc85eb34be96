/** Settings of the demo API itself (what the site and the demo share lives in shared/constants). */

/** Wrong verification codes a phone may enter before it is locked out, as a real SMS login does. */
export const MAX_WRONG_CODES = 5;

/** How long a locked-out phone is refused, even with the right code. */
export const WRONG_CODE_LOCK_MINUTES = 10;

/**
 * `npm run demo-api` listens here unless PORT and HOST say otherwise: beside the site's own
 * default (3000), so both run on one machine with no setting.
 */
export const DEFAULT_DEMO_PORT = 3001;
/** Loopback: a demo whose login takes one fixed code must be exposed on purpose, not by default. */
export const DEFAULT_DEMO_HOST = '127.0.0.1';
