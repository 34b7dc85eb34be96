/** Chat and instant messaging (logged in). */

/** GET /api/im/get_token?app_id= */
export interface ImTokenQuery {
  app_id: string;
}

export interface ImToken {
  im_token: string;
  /** Seconds the token stays valid. */
  expires_in: number;
}

export interface ChatMessage {
  id: string;
  character_id: number;
  role: 'user' | 'character';
  content: string;
  /** Unix time in milliseconds. */
  created_at: number;
}

/** POST /api/im/history_messages */
export interface HistoryMessagesRequest {
  character_id: number;
  /** 1-100, default 20: the most recent messages are returned. */
  limit?: number;
}

export interface HistoryMessages {
  character_id: number;
  /** Oldest first. */
  list: ChatMessage[];
  has_more: boolean;
}

/** POST /api/quest/get_chat_respond */
export interface ChatRespondRequest {
  character_id: number;
  /** 1-500 characters. */
  message: string;
}

export interface ChatRespond {
  character_id: number;
  user_message: ChatMessage;
  reply: ChatMessage;
}
