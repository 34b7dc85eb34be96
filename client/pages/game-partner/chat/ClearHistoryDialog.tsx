import { useState } from 'react';

import { serverMessage } from '../../../account/error-message';
import { Dialog } from '../../../components/Dialog';
import { toast } from '../../../components/toast/toast';
import { useT } from '../../../i18n/use-t';
import { reportLoggedOut } from './chat-logged-out';

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
  const [clearing, setClearing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const confirm = async () => {
    if (clearing) return;
    setClearing(true);
    setProblem(null);
    try {
      await clear();
      toast.success(t('content:partner.chat.clear.done'));
      onClosed();
    } catch (error) {
      if (reportLoggedOut(error, t)) return;
      console.warn('chat: history not cleared', error);
      setProblem(serverMessage(error) ?? t('content:partner.chat.clear.failed'));
      setClearing(false);
    }
  };

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
          onClick={() => void confirm()}
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
