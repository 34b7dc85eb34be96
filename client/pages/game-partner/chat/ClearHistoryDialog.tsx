import { Dialog } from '../../../components/Dialog';
import { useT } from '../../../i18n/use-t';
import { useDialogRequest } from './use-dialog-request';

export interface ClearHistoryDialogProps {
  partnerName: string;
  /** Clears the conversation (the API call, then the view). */
  clear: () => Promise<void>;
  onClosed: () => void;
}

/**
 * Asks before the conversation is cleared, since it cannot be undone. Once cleared, a toast says
 * so and the dialog closes; a refusal is said in the dialog, which stays open for another try.
 */
export function ClearHistoryDialog({ partnerName, clear, onClosed }: ClearHistoryDialogProps) {
  const t = useT();
  const {
    busy: clearing,
    problem,
    send,
  } = useDialogRequest(
    {
      done: t('content:partner.chat.clear.done'),
      failed: t('content:partner.chat.clear.failed'),
      warning: 'chat: history not cleared',
    },
    onClosed,
  );

  return (
    <Dialog
      title={t('content:partner.chat.clear.title')}
      onClosed={onClosed}
      closeOnOverlayClick
      closeLabel={t('content:partner.chat.clear.close')}
      className="chat-dialog"
    >
      <p className="chat-dialog__text">
        {t('content:partner.chat.clear.text', { name: partnerName })}
      </p>
      <p className="chat-dialog__problem" role="alert">
        {problem}
      </p>
      <div className="chat-dialog__actions">
        {/* Focus starts on the harmless choice. */}
        <button type="button" className="button button--ghost" onClick={onClosed} data-autofocus>
          {t('content:partner.chat.clear.cancel')}
        </button>
        <button
          type="button"
          className="button button--danger"
          onClick={() => void send(clear)}
          aria-busy={clearing}
        >
          {clearing
            ? t('content:partner.chat.clear.clearing')
            : t('content:partner.chat.clear.confirm')}
        </button>
      </div>
    </Dialog>
  );
}
