/** The demo API's report (举报) of a partner's reply and its clearing of a conversation. */
import { beforeAll, describe, expect, it } from 'vitest';

import {
  CHAT_REPORT_NOTE_MAX_LENGTH,
  type ChatClearReceipt,
  type ChatReportReceipt,
  type ChatRespond,
  type HistoryMessages,
  type UserSession,
} from '../../../shared/api/types';
import { authHeaders, call, demoApiForThisFile, login } from '../../helpers/demo-api-calls';

const demo = demoApiForThisFile();
const PARTNER = 3;
let session: UserSession;
let reply: ChatRespond;

beforeAll(async () => {
  session = await login(demo.url, '13500000078');
  ({
    body: { payload: reply },
  } = await call<ChatRespond>(demo.url, '/api/quest/get_chat_respond', {
    body: { character_id: PARTNER, message: '你好' },
    headers: authHeaders(session),
  }));
});

function report(
  body: Record<string, unknown>,
  headers: Record<string, string> = authHeaders(session),
) {
  return call<ChatReportReceipt>(demo.url, '/api/im/report', {
    body: { character_id: PARTNER, ...body },
    headers,
  });
}

describe('POST /api/im/report', () => {
  it("takes a report of a partner's reply or greeting, with or without a note", async () => {
    const first = await report({ message_id: reply.reply.id, reason: 'false_info', note: '不对' });
    expect(first.body.error_code).toBe(0);
    expect(first.body.payload.report_id).toMatch(/^report-\d+$/);
    const greeting = await report({ message_id: `greeting-${PARTNER}`, reason: 'other' });
    expect(greeting.body.error_code).toBe(0);
  });

  it.each([
    ['an unknown reason', () => ({ message_id: reply.reply.id, reason: 'boring' }), 40000],
    [
      'a note past the cap',
      () => ({
        message_id: reply.reply.id,
        reason: 'other',
        note: '长'.repeat(CHAT_REPORT_NOTE_MAX_LENGTH + 1),
      }),
      40000,
    ],
    ['no message', () => ({ reason: 'other' }), 40000],
    [
      "the visitor's own message",
      () => ({ message_id: reply.user_message.id, reason: 'other' }),
      40400,
    ],
    ['a message that does not exist', () => ({ message_id: 'nope', reason: 'other' }), 40400],
  ])('refuses %s', async (_name, body, code) => {
    expect((await report(body())).body.error_code).toBe(code);
  });

  it('needs a login', async () => {
    const { body } = await report({ message_id: reply.reply.id, reason: 'other' }, {});
    expect(body.error_code).toBe(41001);
  });
});

describe('POST /api/im/clear', () => {
  it('empties the conversation, leaving the greeting', async () => {
    const headers = authHeaders(session);
    const cleared = await call<ChatClearReceipt>(demo.url, '/api/im/clear', {
      body: { character_id: PARTNER },
      headers,
    });
    expect(cleared.body.error_code).toBe(0);
    expect(cleared.body.payload.cleared).toBeGreaterThanOrEqual(2);
    const history = await call<HistoryMessages>(demo.url, '/api/im/history_messages', {
      body: { character_id: PARTNER },
      headers,
    });
    expect(history.body.payload.list.map((message) => message.id)).toEqual([`greeting-${PARTNER}`]);
  });
});
