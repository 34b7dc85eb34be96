import { useState } from 'react';

import { serverMessage } from '../../../account/error-message';
import { toast } from '../../../components/toast/toast';
import { useT } from '../../../i18n/use-t';
import { reportLoggedOut } from './chat-logged-out';

export interface DialogRequestTexts {
  /** The toast once the request is through; the dialog then closes. */
  done: string;
  /** What the dialog says when the API gave no message of its own. */
  failed: string;
  /** The console line of a refusal, for whoever debugs the page. */
  warning: string;
}

/**
 * The one request a chat dialog sends (a report, clearing the history): one at a time, a toast
 * and the dialog closed once it is through, a refusal said in the dialog, which stays open for
 * another try, and a lost session said by a toast (the conversation, and the dialog, go away).
 */
export function useDialogRequest(texts: DialogRequestTexts, onClosed: () => void) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async (request: () => Promise<unknown>) => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await request();
      toast.success(texts.done);
      onClosed();
    } catch (error) {
      if (reportLoggedOut(error, t)) return;
      console.warn(texts.warning, error);
      setProblem(serverMessage(error) ?? texts.failed);
      setBusy(false);
    }
  };

  return { busy, problem, setProblem, send };
}
