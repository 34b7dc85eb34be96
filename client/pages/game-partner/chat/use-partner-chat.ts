import { useEffect, useState } from 'react';

import type { ChatMessage } from '../../../../shared/api/schemas';
import { useBrowserApi } from '../../../account/browser-api-client';
import { usePageContext } from '../../../app/page-context';
import { useT } from '../../../i18n/use-t';
import { CHAT_HISTORY_LIMIT } from './chat-limits';
import { reportLoggedOut } from './chat-logged-out';
import { fetchImTokenWithRetry } from './im-token';

type Connection =
  { key: string; status: 'ready'; messages: ChatMessage[] } | { key: string; status: 'failed' };

export type ChatStatus = 'connecting' | 'ready' | 'failed';

export interface PartnerChat {
  status: ChatStatus;
  /** Oldest first: the history, then what was said on this page. */
  messages: ChatMessage[];
  /** The visitor's message while its reply is awaited. */
  pending: string | null;
  sendFailed: boolean;
  /** Resolves false when the message could not be sent (the caller keeps the draft). */
  send(text: string): Promise<boolean>;
  /** Clears the conversation at the API, then here; rejects as the API call does. */
  clearHistory(): Promise<void>;
  retry(): void;
}

/**
 * A logged-in chat with a partner: the IM token (retried with backoff) opens the
 * conversation, the history fills it, and each message gets the partner's reply. A 41001 answer
 * logs the visitor out (the API client does it), which takes the conversation away; the API's
 * message says why, as other refused calls do.
 */
export function usePartnerChat(partnerId: number): PartnerChat {
  const t = useT();
  const pageContext = usePageContext();
  const browserApi = useBrowserApi();
  const [attempt, setAttempt] = useState(0);
  const [connection, setConnection] = useState<Connection | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const [sendFailed, setSendFailed] = useState(false);
  const key = `${partnerId}:${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const api = browserApi();
    const connect = async () => {
      try {
        await fetchImTokenWithRetry(
          () => api.im.getToken({ app_id: pageContext.config.imAppId ?? '' }, { signal }),
          { signal },
        );
        const history = await api.im.historyMessages(
          { character_id: partnerId, limit: CHAT_HISTORY_LIMIT },
          { signal },
        );
        setConnection({ key, status: 'ready', messages: history.list });
      } catch (error) {
        // Checked before the abort: the 41001 logout itself takes the conversation away.
        if (reportLoggedOut(error, t) || signal.aborted) return;
        console.warn('chat: could not connect', error);
        setConnection({ key, status: 'failed' });
      }
    };
    void connect();
    return () => controller.abort();
  }, [key, partnerId, pageContext, browserApi, t]);

  const current = connection?.key === key ? connection : null;

  const send = async (text: string): Promise<boolean> => {
    setPending(text);
    setSendFailed(false);
    try {
      const answer = await browserApi().quest.chatRespond({
        character_id: partnerId,
        message: text,
      });
      setConnection((previous) =>
        previous?.status === 'ready'
          ? { ...previous, messages: [...previous.messages, answer.user_message, answer.reply] }
          : previous,
      );
      return true;
    } catch (error) {
      if (reportLoggedOut(error, t)) return false;
      console.warn('chat: message not sent', error);
      setSendFailed(true);
      return false;
    } finally {
      setPending(null);
    }
  };

  const clearHistory = async (): Promise<void> => {
    await browserApi().im.clear({ character_id: partnerId });
    setConnection((previous) =>
      previous?.status === 'ready' ? { ...previous, messages: [] } : previous,
    );
  };

  return {
    status: current?.status ?? 'connecting',
    messages: current?.status === 'ready' ? current.messages : [],
    pending,
    sendFailed,
    send,
    clearHistory,
    retry: () => setAttempt((value) => value + 1),
  };
}
