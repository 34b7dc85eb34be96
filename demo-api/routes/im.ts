/** Instant-messaging token and chat history (logged in). */
import { Router } from 'express';

import {
  API_ERROR_CODES,
  CHAT_REPORT_NOTE_MAX_LENGTH,
  CHAT_REPORT_REASONS,
  type ChatClearReceipt,
  type ChatMessage,
  type ChatReportReason,
  type ChatReportReceipt,
  type HistoryMessages,
  type ImToken,
} from '../../shared/api/types';
import type { Lang } from '../../shared/i18n/languages';
import { requireUser } from '../auth';
import { ChatReports } from '../chat-reports';
import type { DemoContext } from '../context';
import type { CharacterRecord } from '../data/types';
import { DemoApiError, sendOk } from '../envelope';
import { pick, requestLang } from '../lang';
import { bodyOf, bodyString, queryParam, requiredId } from '../params';
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

/** Longest message id accepted: the demo's are far shorter. */
const MAX_MESSAGE_ID_LENGTH = 100;

function invalid(field: string): DemoApiError {
  return new DemoApiError(API_ERROR_CODES.INVALID_PARAMS, 'invalid_params', { field });
}

function reportReason(value: unknown): ChatReportReason {
  const reason = CHAT_REPORT_REASONS.find((known) => known === value);
  if (!reason) throw invalid('reason');
  return reason;
}

function reportNote(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw invalid('note');
  const note = value.trim();
  if ([...note].length > CHAT_REPORT_NOTE_MAX_LENGTH) throw invalid('note');
  return note;
}

export function imRouter({ store, now }: DemoContext): Router {
  const router = Router();
  const reports = new ChatReports();

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

  /**
   * Body { character_id, message_id, reason, note? }: a report (举报) of one of the partner's
   * replies in the visitor's conversation (its greeting included), kept for review.
   */
  router.post('/im/report', (req, res) => {
    const user = requireUser(store, req);
    const body = bodyOf(req);
    const character = findCharacter(requiredId(body.character_id, 'character_id'));
    const messageId = bodyString(body, 'message_id')?.trim() ?? '';
    if (!messageId || messageId.length > MAX_MESSAGE_ID_LENGTH) throw invalid('message_id');
    const reason = reportReason(body.reason);
    const note = reportNote(body.note);
    const fromPartner =
      messageId === greetingMessage(character, requestLang(req), 0).id ||
      store
        .chatHistory(user.user_id, character.id)
        .some((message) => message.id === messageId && message.role === 'character');
    if (!fromPartner) {
      throw new DemoApiError(API_ERROR_CODES.NOT_FOUND, 'chat_message_not_found');
    }
    const report = reports.add({
      user_id: user.user_id,
      character_id: character.id,
      message_id: messageId,
      reason,
      note,
      created_at: now(),
    });
    const payload: ChatReportReceipt = { report_id: report.report_id };
    sendOk(req, res, payload);
  });

  /** Body { character_id }: forgets the visitor's conversation with the partner. */
  router.post('/im/clear', (req, res) => {
    const user = requireUser(store, req);
    const character = findCharacter(requiredId(bodyOf(req).character_id, 'character_id'));
    const payload: ChatClearReceipt = { cleared: store.clearChat(user.user_id, character.id) };
    sendOk(req, res, payload);
  });

  return router;
}
