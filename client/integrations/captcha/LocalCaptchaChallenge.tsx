import { useSyncExternalStore } from 'react';

import { Dialog } from '../../components/Dialog';
import { useT } from '../../i18n/use-t';
import type { LocalCaptcha } from './local-captcha';

/** The local test captcha's confirmation step, shown while its verify() waits. */
export function LocalCaptchaChallenge({ captcha }: { captcha: LocalCaptcha }) {
  const t = useT();
  const pending = useSyncExternalStore(captcha.subscribe, captcha.isPending, () => false);
  if (!pending) return null;
  return (
    <Dialog
      className="dialog--captcha"
      title={t('account:captcha.localTitle')}
      onClosed={captcha.cancel}
    >
      <p className="local-captcha__prompt">{t('account:captcha.localPrompt')}</p>
      <div className="local-captcha__actions">
        <button
          type="button"
          className="button button--primary local-captcha__confirm"
          data-autofocus
          onClick={captcha.confirm}
        >
          <span className="local-captcha__check" aria-hidden="true" />
          {t('account:captcha.localConfirm')}
        </button>
        <button type="button" className="button local-captcha__cancel" onClick={captcha.cancel}>
          {t('account:captcha.cancel')}
        </button>
      </div>
    </Dialog>
  );
}
