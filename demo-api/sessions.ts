/**
 * In-memory state of one demo API instance: accounts, login sessions, the send-code rate limit,
 * account-removal verify tokens and chat histories. Nothing survives a restart. Every map is
 * capped so a public demo cannot be made to grow without bound.
 */
import { randomBytes } from 'node:crypto';

import { SEND_CODE_COUNTDOWN_SECONDS } from '../shared/account/login-constants';
import type { ChatMessage, CurrentUser } from '../shared/api/types';

/** An account as the demo keeps it: the /me answer's shape, with the phone number in full. */
export type DemoUser = CurrentUser;

interface Expiring {
  userId: number;
  expiresAt: number;
}

export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
export const VERIFY_TOKEN_TTL_SECONDS = 10 * 60;
const MAX_USERS = 20_000;
const MAX_SESSIONS = 50_000;
const MAX_CODE_RECORDS = 20_000;
const MAX_CONVERSATIONS = 20_000;
export const MAX_MESSAGES_PER_CONVERSATION = 200;

export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

/** Deletes the oldest entries (Map keeps insertion order) until the map is under `max`. */
function trim<K, V>(map: Map<K, V>, max: number): void {
  for (const key of map.keys()) {
    if (map.size < max) return;
    map.delete(key);
  }
}

export class DemoStore {
  private nextUserId = 100_001;
  private readonly usersByPhone = new Map<string, DemoUser>();
  private readonly usersById = new Map<number, DemoUser>();
  private readonly sessions = new Map<string, Expiring>();
  private readonly codeSentAt = new Map<string, number>();
  private readonly verifyTokens = new Map<string, Expiring>();
  private readonly chats = new Map<string, ChatMessage[]>();

  constructor(readonly now: () => number = Date.now) {}

  /** The account of `phone`, created on first login (login and registration are one action). */
  loginOrRegister(
    phone: string,
    countryCode: string,
    source: string,
    nickname: (userId: number) => string,
  ): { user: DemoUser; isNew: boolean } {
    const existing = this.usersByPhone.get(phone);
    if (existing) return { user: existing, isNew: false };
    if (this.usersById.size >= MAX_USERS) {
      const oldest = this.usersById.keys().next();
      if (!oldest.done) this.deleteUser(oldest.value);
    }
    const userId = this.nextUserId++;
    const user: DemoUser = {
      user_id: userId,
      web_user_id: `wu_${randomToken(12)}`,
      phone,
      country_code: countryCode,
      nickname: nickname(userId),
      avatar: `/api/visitor/media/avatar/${userId}.svg`,
      bio: '',
      created_at: new Date(this.now()).toISOString(),
      source,
    };
    this.usersByPhone.set(phone, user);
    this.usersById.set(userId, user);
    return { user, isNew: true };
  }

  createSession(userId: number): string {
    trim(this.sessions, MAX_SESSIONS);
    const token = randomToken();
    this.sessions.set(token, { userId, expiresAt: this.now() + SESSION_TTL_SECONDS * 1000 });
    return token;
  }

  /** The user a bearer token belongs to; undefined for unknown, expired or deleted ones. */
  userForToken(token: string): DemoUser | undefined {
    const session = this.sessions.get(token);
    if (!session) return undefined;
    if (session.expiresAt <= this.now()) {
      this.sessions.delete(token);
      return undefined;
    }
    return this.usersById.get(session.userId);
  }

  /** Seconds until `phone` may get another code; 0 when it may now. */
  codeCooldown(phone: string): number {
    const sentAt = this.codeSentAt.get(phone);
    if (sentAt === undefined) return 0;
    const remainingMs = sentAt + SEND_CODE_COUNTDOWN_SECONDS * 1000 - this.now();
    return remainingMs > 0 ? Math.ceil(remainingMs / 1000) : 0;
  }

  recordCodeSent(phone: string): void {
    if (this.codeSentAt.size >= MAX_CODE_RECORDS) {
      const cutoff = this.now() - SEND_CODE_COUNTDOWN_SECONDS * 1000;
      for (const [key, sentAt] of this.codeSentAt) {
        if (sentAt <= cutoff) this.codeSentAt.delete(key);
      }
      trim(this.codeSentAt, MAX_CODE_RECORDS);
    }
    this.codeSentAt.delete(phone);
    this.codeSentAt.set(phone, this.now());
  }

  createVerifyToken(userId: number): string {
    trim(this.verifyTokens, MAX_SESSIONS);
    const token = randomToken();
    const expiresAt = this.now() + VERIFY_TOKEN_TTL_SECONDS * 1000;
    this.verifyTokens.set(token, { userId, expiresAt });
    return token;
  }

  /** True (and the token is used up) when `token` is a live verify token of `userId`. */
  consumeVerifyToken(token: string, userId: number): boolean {
    const record = this.verifyTokens.get(token);
    if (!record || record.userId !== userId) return false;
    this.verifyTokens.delete(token);
    return record.expiresAt > this.now();
  }

  /** Removes the account with its sessions, verify tokens and chats. */
  deleteUser(userId: number): void {
    const user = this.usersById.get(userId);
    if (!user) return;
    this.usersById.delete(userId);
    this.usersByPhone.delete(user.phone);
    for (const [token, session] of this.sessions) {
      if (session.userId === userId) this.sessions.delete(token);
    }
    for (const [token, record] of this.verifyTokens) {
      if (record.userId === userId) this.verifyTokens.delete(token);
    }
    const prefix = `${userId}:`;
    for (const key of this.chats.keys()) {
      if (key.startsWith(prefix)) this.chats.delete(key);
    }
  }

  chatHistory(userId: number, characterId: number): readonly ChatMessage[] {
    return this.chats.get(`${userId}:${characterId}`) ?? [];
  }

  /** Forgets the conversation; answers how many messages it held. */
  clearChat(userId: number, characterId: number): number {
    const key = `${userId}:${characterId}`;
    const cleared = this.chats.get(key)?.length ?? 0;
    this.chats.delete(key);
    return cleared;
  }

  appendChat(userId: number, characterId: number, ...messages: ChatMessage[]): void {
    const key = `${userId}:${characterId}`;
    let history = this.chats.get(key);
    if (!history) {
      trim(this.chats, MAX_CONVERSATIONS);
      history = [];
      this.chats.set(key, history);
    }
    history.push(...messages);
    if (history.length > MAX_MESSAGES_PER_CONVERSATION) {
      history.splice(0, history.length - MAX_MESSAGES_PER_CONVERSATION);
    }
  }
}
