import { useT } from '../i18n/use-t';
import { LOGIN_DIALOG_ID, openLoginDialog } from './open-login-dialog';

/** What a visitor sees on a page that needs a login. */
export function LoginPrompt({ message }: { message?: string }) {
  const t = useT();
  return (
    <section className="login-prompt" aria-labelledby="login-prompt-title">
      <h2 id="login-prompt-title" className="login-prompt__title">
        {t('account:profile.loginRequired')}
      </h2>
      <p className="login-prompt__text">{message ?? t('account:profile.loginPrompt')}</p>
      <button
        type="button"
        className="button button--primary login-prompt__button"
        aria-haspopup="dialog"
        command="show-modal"
        commandfor={LOGIN_DIALOG_ID}
        onClick={openLoginDialog}
      >
        {t('account:header.loginButton')}
      </button>
    </section>
  );
}
