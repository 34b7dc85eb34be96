/** What the account pages show of the logged-in user, and the partner chat. */
import * as z from 'zod/mini';

import { id, listOf, text } from './fields';

/** GET /api/users/me/: the profile card. */
export const currentUser = z.object({
  user_id: id,
  /** Whose profile this is: the login answer names the same id. */
  web_user_id: z.string(),
  nickname: text,
  avatar: text,
  /** Masked by the API, and masked again by the page. */
  phone: text,
});
export type CurrentUser = z.output<typeof currentUser>;

export const chatMessage = z.object({
  id: z.string(),
  role: z.enum(['user', 'character']),
  content: z.string(),
  /** Unix time in milliseconds. */
  created_at: z.number(),
});
export type ChatMessage = z.output<typeof chatMessage>;

/** POST /api/im/history_messages: oldest first. */
export const historyMessages = z.object({ list: listOf(chatMessage) });
export type HistoryMessages = z.output<typeof historyMessages>;

/** POST /api/quest/get_chat_respond */
export const chatRespond = z.object({ user_message: chatMessage, reply: chatMessage });
export type ChatRespond = z.output<typeof chatRespond>;
