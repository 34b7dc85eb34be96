/**
 * What a visitor can do about a partner's generated replies, as Chinese rules on generative AI
 * ask: report one (举报), and clear the conversation.
 */

/** Why a reply is reported; the site shows each in the visitor's language. */
export const CHAT_REPORT_REASONS = [
  'illegal',
  'sexual',
  'violent',
  'false_info',
  'infringement',
  'other',
] as const;

export type ChatReportReason = (typeof CHAT_REPORT_REASONS)[number];

/** Longest note a report may carry, in characters. */
export const CHAT_REPORT_NOTE_MAX_LENGTH = 200;

/** POST /api/im/report */
export interface ChatReportRequest {
  character_id: number;
  /** The reported reply (a message of the partner's, by its id). */
  message_id: string;
  reason: ChatReportReason;
  /** Optional, at most CHAT_REPORT_NOTE_MAX_LENGTH characters. */
  note?: string;
}

export interface ChatReportReceipt {
  report_id: string;
}

/** POST /api/im/clear: the visitor's conversation with one partner. */
export interface ChatClearRequest {
  character_id: number;
}

export interface ChatClearReceipt {
  /** How many messages were removed. */
  cleared: number;
}
