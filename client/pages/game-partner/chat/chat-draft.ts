import { type TabStorage, tabStorage } from '../../../account/tab-storage';
import { CHAT_MESSAGE_MAX_LENGTH } from './chat-limits';

/**
 * The half-typed message to each partner, kept for the tab's session: a 41001 answer logs the
 * visitor out and takes the composer away, and after logging in again the message is back.
 * Cleared once it is sent. Never throws: storage can be unavailable or hold anything.
 */
const KEY_PREFIX = 'chatDraft:';

const keyOf = (partnerId: number) => `${KEY_PREFIX}${partnerId}`;

export function readChatDraft(partnerId: number, storage = tabStorage()): string {
  try {
    return (storage?.getItem(keyOf(partnerId)) ?? '').slice(0, CHAT_MESSAGE_MAX_LENGTH);
  } catch {
    return '';
  }
}

export function saveChatDraft(partnerId: number, text: string, storage = tabStorage()): void {
  try {
    if (text === '') storage?.removeItem(keyOf(partnerId));
    else storage?.setItem(keyOf(partnerId), text.slice(0, CHAT_MESSAGE_MAX_LENGTH));
  } catch {
    // Full or unavailable storage: the draft is a convenience, the chat works without it.
  }
}

/** Forgets `sent` once it is delivered, unless the visitor has typed something else since. */
export function clearSentChatDraft(
  partnerId: number,
  sent: string,
  storage: TabStorage | undefined = tabStorage(),
): void {
  if (readChatDraft(partnerId, storage).trim() === sent) saveChatDraft(partnerId, '', storage);
}
