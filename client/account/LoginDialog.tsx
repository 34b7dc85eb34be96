import { Dialog } from '../components/Dialog';
import { useT } from '../i18n/use-t';
import { clearLoginDraft } from './login-draft';
import { LoginForm } from './LoginForm';
import { closeLoginDialog } from './open-login-dialog';

/** Closed by the visitor (close button, Escape, overlay): the half-typed form is let go. */
function dismiss(): void {
  clearLoginDraft();
  closeLoginDialog();
}

/** The login dialog: title 登录 and the form; loaded on first open. */
export default function LoginDialog() {
  const t = useT();
  return (
    <Dialog className="dialog--login" title={t('account:login.title')} onClosed={dismiss}>
      <LoginForm />
    </Dialog>
  );
}
