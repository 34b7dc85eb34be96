import { lazy, Suspense, useEffect } from 'react';

import { Dialog } from '../components/Dialog';
import { usePreloadMessages, useT } from '../i18n/use-t';
import { clearLoginDraft } from './login-draft';
import { closeLoginDialog, LOGIN_DIALOG_ID, openLoginDialog } from './open-login-dialog';
import { useUserStore } from './user-store';

// Its own chunk: most visits never open it, and it carries the form, captcha and countdown.
const LoginForm = lazy(() => import('./LoginForm').then((m) => ({ default: m.LoginForm })));

/** Closed by the visitor (close button, Escape): the half-typed form is let go. */
function dismiss(): void {
  clearLoginDraft();
  closeLoginDialog();
}

/** What the dialog shows until its form has arrived: the page's scripts or the form's chunk. */
function LoginLoading() {
  const t = useT();
  return (
    <p className="dialog__loading" role="status">
      <span className="spinner" aria-hidden="true" />
      {t('common.loading')}
    </p>
  );
}

/**
 * The login dialog, title 登录 and the form, shown while the user store says
 * `loginDialogVisible`: the header button sets it, and so may any page (`userStore.update(...)`).
 * Every page's HTML holds the dialog with its title and a loading state, so the header button
 * opens it from the first paint (an invoker command, or the early script), before the page's
 * scripts have run; once they have, the store takes it over and the form comes in.
 */
export function LoginDialogHost() {
  const t = useT();
  const { loginDialogVisible, isLoggedIn } = useUserStore();
  const preloadMessages = usePreloadMessages();
  const open = loginDialogVisible && !isLoggedIn;
  useEffect(() => {
    // The form's strings are not sent with pages: fetch them alongside the form's code.
    if (open) preloadMessages();
  }, [open, preloadMessages]);
  return (
    <Dialog
      id={LOGIN_DIALOG_ID}
      open={open}
      className="dialog--login"
      title={t('account:header.loginTitle')}
      closeLabel={t('account:header.closeLogin')}
      onOpened={openLoginDialog}
      onClosed={dismiss}
    >
      {open ? (
        <Suspense fallback={<LoginLoading />}>
          <LoginForm />
        </Suspense>
      ) : (
        <LoginLoading />
      )}
    </Dialog>
  );
}
