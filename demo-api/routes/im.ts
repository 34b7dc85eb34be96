/** Instant-messaging token and chat history (logged in). */
import { Router } from 'express';

import type { ChatMessage, HistoryMessages, ImToken } from '../../shared/api/types';
import type { Lang } from '../../shared/i18n/languages';
import { requireUser } from '../auth';
import type { DemoContext } from '../context';
import type { CharacterRecord } from '../data/types';
import { sendOk } from '../envelope';
import { pick, requestLang } from '../lang';
import { bodyOf, queryParam, requiredId } from '../params';
import { randomToken } from '../sessions';
import { findCharacter } from './lookup';

export const IM_TOKEN_TTL_SECONDS = 24 * 60 * 60;
const DEFAULT_HISTORY_LIMIT = 20;
const MAX_HISTORY_LIMIT = 100;

/** The partner's greeting, always the first message of a conversation (in the current language). */
export function greetingMessage(
  character: CharacterRecord,
  lang: Lang,
  createdAt: number,
): ChatMessage {
  return {
    id: `greeting-${character.id}`,
    character_id: character.id,
    role: 'character',
    content: pick(character.greeting, lang),
    created_at: createdAt,
  };
}

function historyLimit(value: unknown): number {
  const parsed =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isFinite(parsed)) return DEFAULT_HISTORY_LIMIT;
  return Math.min(MAX_HISTORY_LIMIT, Math.max(1, Math.trunc(parsed)));
}

export function imRouter({ store, now }: DemoContext): Router {
  const router = Router();

  /** app_id is the site's IM app id; it may be empty when the IM integration is off. */
  router.get('/im/get_token', (req, res) => {
    const user = requireUser(store, req);
    const appId = (queryParam(req, 'app_id') ?? '').trim().slice(0, 64);
    const claims = Buffer.from(JSON.stringify({ uid: user.user_id, app: appId })).toString(
      'base64url',
    );
    const payload: ImToken = {
      im_token: `demo-im.${claims}.${randomToken(16)}`,
      expires_in: IM_TOKEN_TTL_SECONDS,
    };
    sendOk(req, res, payload);
  });

  /** Body { character_id, limit? }: the greeting and the most recent `limit` messages. */
  router.post('/im/history_messages', (req, res) => {
    const user = requireUser(store, req);
    const body = bodyOf(req);
    const character = findCharacter(requiredId(body.character_id, 'character_id'));
    const limit = historyLimit(body.limit);
    const stored = store.chatHistory(user.user_id, character.id);
    const firstAt = stored[0]?.created_at ?? now();
    const all = [greetingMessage(character, requestLang(req), firstAt - 1), ...stored];
    const payload: HistoryMessages = {
      character_id: character.id,
      list: all.slice(-limit),
      has_more: all.length > limit,
    };
    sendOk(req, res, payload);
  });

  return router;
}
