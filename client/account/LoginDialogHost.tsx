import { lazy, Suspense, useEffect } from 'react';

import { usePreloadMessages } from '../i18n/use-t';
import { useUserStore } from './user-store';

// Its own chunk: most visits never open it, and it carries the form, captcha and countdown.
const LoginDialog = lazy(() => import('./LoginDialog'));

/**
 * Shows the login dialog while the user store says `loginDialogVisible`:
 * the header button sets it, and so may any page (`userStore.update(...)`).
 */
export function LoginDialogHost() {
  const { loginDialogVisible, isLoggedIn } = useUserStore();
  const preloadMessages = usePreloadMessages();
  const open = loginDialogVisible && !isLoggedIn;
  useEffect(() => {
    // The dialog's strings are not sent with pages: fetch them alongside the dialog's code.
    if (open) preloadMessages();
  }, [open, preloadMessages]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  );
}
