import { Dialog } from '../components/Dialog';
import { useT } from '../i18n/use-t';
import { LoginForm } from './LoginForm';
import { closeLoginDialog } from './open-login-dialog';

/** The login dialog: title 登录 and the form; loaded on first open. */
export default function LoginDialog() {
  const t = useT();
  return (
    <Dialog className="dialog--login" title={t('account.login.title')} onClosed={closeLoginDialog}>
      <LoginForm />
    </Dialog>
  );
}
