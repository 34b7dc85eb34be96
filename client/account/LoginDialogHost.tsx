import { lazy, Suspense } from 'react';

import { useUserStore } from './user-store';

// Its own chunk: most visits never open it, and it carries the form, captcha and countdown.
const LoginDialog = lazy(() => import('./LoginDialog'));

/**
 * Shows the login dialog while the user store says `loginDialogVisible`:
 * the header button sets it, and so may any page (`userStore.update(...)`).
 */
export function LoginDialogHost() {
  const { loginDialogVisible, isLoggedIn } = useUserStore();
  if (!loginDialogVisible || isLoggedIn) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  );
}
