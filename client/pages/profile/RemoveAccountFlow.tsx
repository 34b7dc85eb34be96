import { useState } from 'react';

import { maskPhone } from '../../../shared/account/mask-phone';
import { LoginPrompt } from '../../account/LoginPrompt';
import { userStore, useUserStore } from '../../account/user-store';
import { AppLink } from '../../components/AppLink';
import { LoadingState } from '../../components/LoadError';
import { useHydrated } from '../../components/use-hydrated';
import { useT } from '../../i18n/use-t';
import { RemoveConfirmStep } from './RemoveConfirmStep';
import { RemoveVerifyStep } from './RemoveVerifyStep';

type Step =
  { name: 'verify'; error?: string } | { name: 'confirm'; verifyToken: string } | { name: 'done' };

/**
 * Mobile account removal: verify by SMS code, confirm after a clear warning, delete, log out,
 * done. Error 41001 on any call logs out (the API client does) and the login prompt shows.
 */
export function RemoveAccountFlow() {
  const t = useT();
  const hydrated = useHydrated();
  const { isLoggedIn, userInfo } = useUserStore();
  const [step, setStep] = useState<Step>({ name: 'verify' });

  if (step.name === 'done') {
    return (
      <section className="remove-account" role="status">
        <h2>{t('account:removeAccount.doneTitle')}</h2>
        <p>{t('account:removeAccount.doneBody')}</p>
        <AppLink to="/" className="button button--primary">
          {t('account:removeAccount.backHome')}
        </AppLink>
      </section>
    );
  }
  if (!hydrated) return <LoadingState />;
  if (!isLoggedIn) return <LoginPrompt />;

  return (
    <section className="remove-account">
      {step.name === 'verify' ? (
        <RemoveVerifyStep
          key={step.error ?? 'verify'}
          phone={userInfo?.phone ? maskPhone(userInfo.phone) : undefined}
          initialError={step.error}
          onVerified={(verifyToken) => setStep({ name: 'confirm', verifyToken })}
        />
      ) : (
        <RemoveConfirmStep
          verifyToken={step.verifyToken}
          onDeleted={() => {
            userStore.logout();
            setStep({ name: 'done' });
          }}
          onVerificationRejected={(error) => setStep({ name: 'verify', error })}
        />
      )}
    </section>
  );
}
