import { useState } from 'react';

import { API_ERROR_CODES } from '../../../shared/api/types';
import { routePath } from '../../../shared/routing/route-manifest';
import { useBrowserApi } from '../../account/browser-api-client';
import { errorCode, serverMessage } from '../../account/error-message';
import { AppLink } from '../../components/AppLink';
import { useT } from '../../i18n/use-t';

export interface RemoveConfirmStepProps {
  verifyToken: string;
  onDeleted: () => void;
  /** The verification was refused (expired or used): verify again, with this message. */
  onVerificationRejected: (message: string) => void;
}

/** Step 2: the warning, then deleteAccount with the verify token. */
export function RemoveConfirmStep({
  verifyToken,
  onDeleted,
  onVerificationRejected,
}: RemoveConfirmStepProps) {
  const t = useT();
  const api = useBrowserApi();
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const confirm = async () => {
    setDeleting(true);
    setError(undefined);
    try {
      await api().users.deleteAccount({ verify_token: verifyToken });
      onDeleted();
    } catch (failure) {
      console.warn('deleting the account failed', failure);
      const message = serverMessage(failure) ?? t('account:removeAccount.deleteFailed');
      if (errorCode(failure) === API_ERROR_CODES.INVALID_VERIFY_TOKEN) {
        onVerificationRejected(message);
        return;
      }
      setError(message);
      setDeleting(false);
    }
  };

  return (
    <div className="remove-account__confirm">
      <h2 className="remove-account__step">{t('account:removeAccount.stepConfirm')}</h2>
      <div className="remove-account__warning" role="note">
        <h3>{t('account:removeAccount.warningTitle')}</h3>
        <p>{t('account:removeAccount.warningBody')}</p>
      </div>
      {error ? (
        <p className="status-message status-message--error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="remove-account__actions">
        <button
          type="button"
          className="button button--danger remove-account__confirm-button"
          disabled={deleting}
          aria-busy={deleting}
          onClick={() => void confirm()}
        >
          {deleting ? t('account:removeAccount.deleting') : t('account:removeAccount.confirm')}
        </button>
        <AppLink to={routePath('profile')} className="button">
          {t('account:removeAccount.cancel')}
        </AppLink>
      </div>
    </div>
  );
}
