import { type FormEvent, useId, useRef, useState } from 'react';

import {
  CHAT_REPORT_NOTE_MAX_LENGTH,
  CHAT_REPORT_REASONS,
  type ChatReportReason,
} from '../../../../shared/api/types';
import { useBrowserApi } from '../../../account/browser-api-client';
import { Dialog } from '../../../components/Dialog';
import { useT } from '../../../i18n/use-t';
import { useDialogRequest } from './use-dialog-request';

export interface ReportReplyDialogProps {
  partnerId: number;
  messageId: string;
  /** Called once it is closed: sent, or closed by the visitor. */
  onClosed: () => void;
}

/**
 * The report (举报) of one of the partner's replies: a reason to choose and an optional note,
 * sent to the API. A toast thanks the visitor once it is in; a refusal is said in the dialog,
 * which stays open with what was chosen.
 */
export function ReportReplyDialog({ partnerId, messageId, onClosed }: ReportReplyDialogProps) {
  const t = useT();
  const browserApi = useBrowserApi();
  const [reason, setReason] = useState<ChatReportReason | null>(null);
  const [note, setNote] = useState('');
  const {
    busy: sending,
    problem,
    setProblem,
    send,
  } = useDialogRequest(
    {
      done: t('content:partner.chat.report.sent'),
      failed: t('content:partner.chat.report.failed'),
      warning: 'chat: report not sent',
    },
    onClosed,
  );
  const firstReason = useRef<HTMLInputElement>(null);
  const name = useId();
  const noteId = useId();
  const hintId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    if (!reason) {
      setProblem(t('content:partner.chat.report.chooseReason'));
      firstReason.current?.focus();
      return;
    }
    const trimmed = note.trim();
    await send(() =>
      browserApi().im.report({
        character_id: partnerId,
        message_id: messageId,
        reason,
        ...(trimmed ? { note: trimmed } : {}),
      }),
    );
  };

  return (
    <Dialog
      title={t('content:partner.chat.report.title')}
      onClosed={onClosed}
      closeOnOverlayClick
      closeLabel={t('content:partner.chat.report.close')}
      className="chat-dialog"
    >
      <form className="chat-dialog__form" onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className="chat-dialog__reasons">
          <legend>{t('content:partner.chat.report.lead')}</legend>
          {CHAT_REPORT_REASONS.map((key, index) => (
            <label key={key} className="chat-dialog__reason">
              <input
                ref={index === 0 ? firstReason : undefined}
                type="radio"
                name={name}
                value={key}
                checked={reason === key}
                onChange={() => {
                  setReason(key);
                  setProblem(null);
                }}
                data-autofocus={index === 0 ? true : undefined}
              />
              {t(`content:partner.chat.report.reasons.${key}`)}
            </label>
          ))}
        </fieldset>
        <label htmlFor={noteId} className="chat-dialog__label">
          {t('content:partner.chat.report.noteLabel')}
        </label>
        <textarea
          id={noteId}
          className="chat-dialog__note"
          rows={3}
          value={note}
          maxLength={CHAT_REPORT_NOTE_MAX_LENGTH}
          aria-describedby={hintId}
          onChange={(event) => setNote(event.target.value)}
        />
        <p id={hintId} className="chat-dialog__hint">
          {t('content:partner.chat.report.noteHint', { max: CHAT_REPORT_NOTE_MAX_LENGTH })}
          <span aria-hidden="true">
            {' · '}
            {t('content:partner.chat.report.noteCount', {
              count: note.length,
              max: CHAT_REPORT_NOTE_MAX_LENGTH,
            })}
          </span>
        </p>
        <p className="chat-dialog__problem" role="alert">
          {problem}
        </p>
        <div className="chat-dialog__actions">
          <button type="button" className="button button--ghost" onClick={onClosed}>
            {t('content:partner.chat.report.cancel')}
          </button>
          <button type="submit" className="button button--primary" aria-busy={sending}>
            {sending
              ? t('content:partner.chat.report.submitting')
              : t('content:partner.chat.report.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
