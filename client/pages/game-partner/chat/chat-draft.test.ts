import { describe, expect, it } from 'vitest';

import { memoryStorage, refusingStorage } from '../../../../tests/helpers/tab-storage';
import { clearSentChatDraft, readChatDraft, saveChatDraft } from './chat-draft';
import { CHAT_MESSAGE_MAX_LENGTH } from './chat-limits';

describe('chat draft', () => {
  it('keeps one draft per partner, and drops an emptied one', () => {
    const storage = memoryStorage();
    expect(readChatDraft(1, storage)).toBe('');
    saveChatDraft(1, '你好', storage);
    saveChatDraft(2, 'hello', storage);
    expect(readChatDraft(1, storage)).toBe('你好');
    expect(readChatDraft(2, storage)).toBe('hello');
    saveChatDraft(1, '', storage);
    expect(readChatDraft(1, storage)).toBe('');
    expect(storage.items.size).toBe(1);
  });

  it('forgets a sent message, but not one typed after it', () => {
    const storage = memoryStorage();
    saveChatDraft(1, ' 在吗 ', storage);
    clearSentChatDraft(1, '在吗', storage);
    expect(readChatDraft(1, storage)).toBe('');
    saveChatDraft(1, '下一句', storage);
    clearSentChatDraft(1, '在吗', storage);
    expect(readChatDraft(1, storage)).toBe('下一句');
  });

  it('never gives back more than a message may hold, and survives storage that throws', () => {
    const storage = memoryStorage();
    storage.items.set('chatDraft:1', 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 10));
    expect(readChatDraft(1, storage)).toHaveLength(CHAT_MESSAGE_MAX_LENGTH);
    expect(readChatDraft(1, refusingStorage)).toBe('');
    expect(() => saveChatDraft(1, 'x', refusingStorage)).not.toThrow();
    expect(readChatDraft(1, undefined)).toBe('');
  });
});
