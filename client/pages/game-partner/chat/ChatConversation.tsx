import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

import type { CharacterFigure, ChatMessage } from '../../../../shared/api/schemas';
import { usePageContext } from '../../../app/page-context';
import { useT } from '../../../i18n/use-t';
import { AiGeneratedLabel } from '../AiGeneratedLabel';
import { clearSentChatDraft, readChatDraft, saveChatDraft } from './chat-draft';
import { CHAT_MESSAGE_MAX_LENGTH } from './chat-limits';
import { ClearHistoryDialog } from './ClearHistoryDialog';
import { localDayPeriod } from './day-period';
import { ReportReplyDialog } from './ReportReplyDialog';
import { useComposerKeys } from './use-composer-keys';
import { useFocusReturn } from './use-focus-return';
import { usePartnerChat } from './use-partner-chat';

function MessageBubble({
  message,
  partner,
  onReport,
}: {
  message: ChatMessage;
  partner: CharacterFigure;
  /** Opens the report of this reply (a partner's message only). */
  onReport: (messageId: string, opener: HTMLButtonElement) => void;
}) {
  const t = useT();
  const { lang } = usePageContext();
  const fromPartner = message.role === 'character';
  const sentAt = new Date(message.created_at);
  return (
    <li className={`chat-message chat-message--${fromPartner ? 'partner' : 'user'}`}>
      {fromPartner ? (
        <img className="chat-message__avatar" src={partner.avatar} alt="" width={36} height={36} />
      ) : null}
      <div className="chat-message__bubble">
        <span className="chat-message__author">
          {fromPartner ? partner.name : t('content:partner.story.you')}
          {fromPartner ? <AiGeneratedLabel /> : null}
        </span>
        <p className="chat-message__text">{message.content}</p>
        <div className="chat-message__meta">
          {fromPartner ? (
            <button
              type="button"
              className="chat-message__report"
              aria-haspopup="dialog"
              aria-label={t('content:partner.chat.report.buttonLabel', { name: partner.name })}
              onClick={(event) => onReport(message.id, event.currentTarget)}
            >
              {t('content:partner.chat.report.button')}
            </button>
          ) : null}
          {/* Messages exist only in the browser, so the local clock format cannot mismatch. */}
          <time className="chat-message__time" dateTime={sentAt.toISOString()}>
            {sentAt.toLocaleTimeString(lang, { hour: '2-digit', minute: '2-digit' })}
          </time>
        </div>
      </div>
    </li>
  );
}

/**
 * The partner's hello for the visitor's time of day, first in the log. It is made here, from the
 * browser's clock, because the API cannot know the visitor's time; it stays as it was when the
 * conversation opened.
 */
function SalutationBubble({ partner }: { partner: CharacterFigure }) {
  const t = useT();
  const [period] = useState(() => localDayPeriod());
  return (
    <li className="chat-message chat-message--partner chat-message--salutation">
      <img className="chat-message__avatar" src={partner.avatar} alt="" width={36} height={36} />
      <div className="chat-message__bubble">
        <span className="chat-message__author">
          {partner.name}
          <AiGeneratedLabel />
        </span>
        <p className="chat-message__text">{t(`content:partner.chat.salutation.${period}`)}</p>
      </div>
    </li>
  );
}

/** The conversation of a logged-in visitor: history, new messages and replies, the composer. */
export function ChatConversation({ partner }: { partner: CharacterFigure }) {
  const t = useT();
  const partnerId = partner.character_id;
  const chat = usePartnerChat(partnerId);
  // Rendered only in the browser, once logged in: the tab's draft is read on the first render.
  const [draft, setDraft] = useState(() => readChatDraft(partnerId));
  const { enterSends, showHint } = useComposerKeys();
  const inputId = useId();
  const log = useRef<HTMLDivElement>(null);
  const { name } = partner;
  /** The reply being reported, by id. */
  const [reporting, setReporting] = useState<string | null>(null);
  const [confirmingClear, setConfirmingClear] = useState(false);
  const focusReturn = useFocusReturn();

  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [chat.messages.length, chat.pending]);

  if (chat.status === 'connecting') {
    return (
      <p className="loading-state chat-panel__state" aria-busy="true">
        {t('content:partner.chat.connecting')}
      </p>
    );
  }
  if (chat.status === 'failed') {
    return (
      <div className="chat-panel__state" role="alert">
        <p className="load-error">{t('content:partner.chat.failed')}</p>
        <button type="button" className="button" onClick={chat.retry}>
          {t('content:partner.chat.retry')}
        </button>
      </div>
    );
  }

  const edit = (text: string) => {
    setDraft(text);
    saveChatDraft(partnerId, text);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text || chat.pending !== null) return;
    // The stored draft stays until the message is delivered: a 41001 answer unmounts this
    // composer, and the text must be there again after logging back in.
    setDraft('');
    if (await chat.send(text)) clearSentChatDraft(partnerId, text);
    else edit(text);
  };

  // Enter sends, Shift+Enter is a new line; never while an input method is composing, and never
  // on touch screens, where the return key is a new line and the button sends.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!enterSends) return;
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };

  const report = (messageId: string, opener: HTMLButtonElement) => {
    focusReturn.remember(opener);
    setReporting(messageId);
  };

  return (
    <div className="chat-panel">
      <div className="chat-panel__tools">
        <button
          type="button"
          className="button button--ghost button--small"
          aria-haspopup="dialog"
          onClick={(event) => {
            focusReturn.remember(event.currentTarget);
            setConfirmingClear(true);
          }}
        >
          {t('content:partner.chat.clear.button')}
        </button>
      </div>
      {/* The log role sits on a wrapper: on the <ol> itself it would hide the list from the <li>s. */}
      <div
        ref={log}
        className="chat-log"
        role="log"
        aria-live="polite"
        aria-label={t('content:partner.chat.log', { name })}
        // A long conversation scrolls inside the log: keyboard users reach it to scroll it.
        tabIndex={0}
      >
        <ol className="chat-log__list">
          <SalutationBubble partner={partner} />
          {chat.messages.map((message) => (
            <MessageBubble key={message.id} message={message} partner={partner} onReport={report} />
          ))}
          {chat.pending !== null ? (
            <li className="chat-message chat-message--user chat-message--pending">
              <div className="chat-message__bubble">
                <p className="chat-message__text">{chat.pending}</p>
              </div>
            </li>
          ) : null}
          {chat.pending !== null ? (
            <li className="chat-typing">{t('content:partner.chat.typing', { name })}</li>
          ) : null}
        </ol>
      </div>
      {chat.sendFailed ? (
        <p className="load-error" role="alert">
          {t('content:partner.chat.sendFailed')}
        </p>
      ) : null}
      <form className="chat-composer" onSubmit={(event) => void submit(event)}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('content:partner.chat.inputLabel')}
        </label>
        <textarea
          id={inputId}
          className="chat-composer__input"
          value={draft}
          rows={2}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder={t('content:partner.chat.placeholder', { name })}
          enterKeyHint={enterSends ? 'send' : 'enter'}
          onChange={(event) => edit(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button
          type="submit"
          className="button button--primary"
          disabled={chat.pending !== null || draft.trim() === ''}
        >
          {chat.pending !== null
            ? t('content:partner.chat.sending')
            : t('content:partner.chat.send')}
        </button>
      </form>
      {showHint ? <p className="chat-composer__hint">{t('content:partner.chat.hint')}</p> : null}
      {reporting !== null ? (
        <ReportReplyDialog
          partnerId={partnerId}
          messageId={reporting}
          onClosed={() => {
            setReporting(null);
            focusReturn.restore();
          }}
        />
      ) : null}
      {confirmingClear ? (
        <ClearHistoryDialog
          partnerName={name}
          clear={chat.clearHistory}
          onClosed={() => {
            setConfirmingClear(false);
            focusReturn.restore();
          }}
        />
      ) : null}
    </div>
  );
}
