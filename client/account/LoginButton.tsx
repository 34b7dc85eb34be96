import { useT } from '../i18n/use-t';
import { LOGIN_DIALOG_ID, openLoginDialog } from './open-login-dialog';

/**
 * The button that opens the login dialog. It names the dialog as its command's target, so it
 * opens the server's dialog before the page's scripts have run; the store follows.
 */
export function LoginButton({ className }: { className: string }) {
  const t = useT();
  return (
    <button
      type="button"
      className={`button button--primary ${className}`}
      aria-haspopup="dialog"
      command="show-modal"
      commandfor={LOGIN_DIALOG_ID}
      onClick={openLoginDialog}
    >
      {t('account:header.loginButton')}
    </button>
  );
}
