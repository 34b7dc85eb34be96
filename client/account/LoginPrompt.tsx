import { useT } from '../i18n/use-t';
import { LoginButton } from './LoginButton';

/** What a visitor sees on a page that needs a login. */
export function LoginPrompt({ message }: { message?: string }) {
  const t = useT();
  return (
    <section className="login-prompt" aria-labelledby="login-prompt-title">
      <h2 id="login-prompt-title" className="login-prompt__title">
        {t('account:profile.loginRequired')}
      </h2>
      <p className="login-prompt__text">{message ?? t('account:profile.loginPrompt')}</p>
      <LoginButton className="login-prompt__button" />
    </section>
  );
}
