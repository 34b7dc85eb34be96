/**
 * The JS-SDK ticket every signature needs, and the access token it is fetched with: each kept
 * until shortly before WeChat says it expires, in this process and, with Redis, for every
 * replica. However many visitors ask at once, one refresh runs: in this process one promise is
 * shared, and across replicas one holds the Redis lock while the others wait for its ticket.
 */
import type { SharedCredentials } from './shared-credentials';
import {
  type Credential,
  fetchAccessToken,
  fetchJsapiTicket,
  WechatApiError,
  type WechatApiOptions,
} from './wechat-api';

/**
 * Kept this long less than WeChat says: WeChat renews a token 5 minutes before its end and the
 * old one works meanwhile, so a credential is never used in its last minutes.
 */
export const EXPIRY_MARGIN_SECONDS = 300;
/** One deadline for a whole refresh: the token, the ticket, and the one retry of each. */
export const REFRESH_DEADLINE_MS = 10_000;
/** The lock outlasts its holder's refresh, so a holder that died frees it soon after. */
const LOCK_MS = REFRESH_DEADLINE_MS + 5000;
/** Replicas waiting for another's refresh look this often, within its deadline. */
const WAIT_INTERVAL_MS = 100;
const WAIT_TRIES = Math.ceil(REFRESH_DEADLINE_MS / WAIT_INTERVAL_MS);

/**
 * After a failed refresh, visitors are answered at once for this long rather than each asking
 * WeChat again: a refused account (an address off the allow-list, a used-up quota) costs a few
 * calls a minute, not one per visitor.
 */
export const FAILURE_PAUSE_MS = 10_000;

const TOKEN = 'access-token';
const TICKET = 'jsapi-ticket';

/** Thrown when no ticket can be had now: WeChat refused, or another replica's refresh failed. */
export class TicketUnavailable extends Error {}

/** How long to keep a credential that WeChat says lasts `seconds`. */
export function keepMs(seconds: number): number {
  const kept = seconds > 2 * EXPIRY_MARGIN_SECONDS ? seconds - EXPIRY_MARGIN_SECONDS : seconds / 2;
  return kept * 1000;
}

interface Kept {
  value: string;
  until: number;
}

export interface JsapiTicketsOptions {
  api: WechatApiOptions;
  /** Redis shared by the replicas; undefined: this process alone. */
  shared?: SharedCredentials;
  /** Hears every failed call to WeChat (counted and logged by the caller). */
  onApiError: (error: WechatApiError) => void;
  /** Hears a failure of the shared store; this process then fetches for itself. */
  onSharedError: (error: unknown) => void;
  now?: () => number;
}

export class JsapiTickets {
  private token: Kept | undefined;
  private ticketKept: Kept | undefined;
  private refreshing: Promise<string> | undefined;
  private failed: { error: unknown; until: number } | undefined;
  private readonly now: () => number;

  constructor(private readonly options: JsapiTicketsOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The current ticket; rejects with TicketUnavailable or WechatApiError when there is none. */
  ticket(): Promise<string> {
    const kept = this.ticketKept;
    if (kept && kept.until > this.now()) return Promise.resolve(kept.value);
    if (this.failed && this.failed.until > this.now()) return Promise.reject(this.failed.error);
    this.refreshing ??= this.refresh().then(
      (ticket) => {
        this.refreshing = undefined;
        this.failed = undefined;
        return ticket;
      },
      (error: unknown) => {
        this.refreshing = undefined;
        this.failed = { error, until: this.now() + FAILURE_PAUSE_MS };
        throw error;
      },
    );
    return this.refreshing;
  }

  private keep(value: string, ms: number): Kept {
    return { value, until: this.now() + ms };
  }

  /** A shared-store step that may fail: on failure, undefined, and this process goes on alone. */
  private async sharedStep<T>(
    step: (shared: SharedCredentials) => Promise<T>,
  ): Promise<T | undefined> {
    const { shared } = this.options;
    if (!shared) return undefined;
    try {
      return await step(shared);
    } catch (error) {
      this.options.onSharedError(error);
      return undefined;
    }
  }

  private async refresh(): Promise<string> {
    const fromShared = await this.sharedStep((shared) => shared.read(TICKET));
    if (fromShared) return this.keptTicket(fromShared.value, fromShared.msLeft);
    const lock = await this.sharedStep(async (shared) => (await shared.lock(LOCK_MS)) ?? 'held');
    if (lock === 'held') {
      const waited = await this.sharedStep((shared) =>
        shared.waitFor(TICKET, WAIT_TRIES, WAIT_INTERVAL_MS),
      );
      if (waited) return this.keptTicket(waited.value, waited.msLeft);
      throw new TicketUnavailable('another replica is refreshing the WeChat ticket');
    }
    try {
      // Another replica may have finished its refresh between the read and the lock.
      const fresh = lock && (await this.sharedStep((shared) => shared.read(TICKET)));
      if (fresh) return this.keptTicket(fresh.value, fresh.msLeft);
      const ticket = await this.fetchTicket(AbortSignal.timeout(REFRESH_DEADLINE_MS));
      const ms = keepMs(ticket.expiresInSeconds);
      await this.sharedStep((shared) => shared.write(TICKET, ticket.value, ms));
      return this.keptTicket(ticket.value, ms);
    } finally {
      if (lock) await this.sharedStep(() => lock.release());
    }
  }

  private keptTicket(value: string, ms: number): string {
    this.ticketKept = this.keep(value, ms);
    return value;
  }

  /** The ticket from WeChat; a token WeChat calls invalid is dropped and fetched again, once. */
  private async fetchTicket(signal: AbortSignal): Promise<Credential> {
    const token = await this.accessToken(signal, false);
    try {
      return await this.ticketWith(token, signal);
    } catch (error) {
      if (!(error instanceof WechatApiError && error.invalidToken)) throw error;
    }
    return this.ticketWith(await this.accessToken(signal, true), signal);
  }

  private async ticketWith(token: string, signal: AbortSignal): Promise<Credential> {
    try {
      return await fetchJsapiTicket(this.options.api, token, signal);
    } catch (error) {
      if (error instanceof WechatApiError) this.options.onApiError(error);
      throw error;
    }
  }

  /** The kept access token, unless `renew`; else a new one from WeChat, kept for everyone. */
  private async accessToken(signal: AbortSignal, renew: boolean): Promise<string> {
    if (renew) {
      this.token = undefined;
      await this.sharedStep((shared) => shared.remove(TOKEN));
    } else {
      if (this.token && this.token.until > this.now()) return this.token.value;
      const fromShared = await this.sharedStep((shared) => shared.read(TOKEN));
      if (fromShared) {
        this.token = this.keep(fromShared.value, fromShared.msLeft);
        return fromShared.value;
      }
    }
    let token: Credential;
    try {
      token = await fetchAccessToken(this.options.api, signal);
    } catch (error) {
      if (error instanceof WechatApiError) this.options.onApiError(error);
      throw error;
    }
    const ms = keepMs(token.expiresInSeconds);
    this.token = this.keep(token.value, ms);
    await this.sharedStep((shared) => shared.write(TOKEN, token.value, ms));
    return token.value;
  }
}
