import type { CharacterFigure } from '../../../../shared/api/schemas';
import { openLoginDialog } from '../../../account/open-login-dialog';
import { useT } from '../../../i18n/use-t';
import { AiGeneratedLabel } from '../AiGeneratedLabel';

/** What a visitor sees instead of the conversation: the greeting and a way to log in. */
export function ChatLoginPrompt({ partner }: { partner: CharacterFigure }) {
  const t = useT();
  return (
    <div className="chat-login">
      <blockquote className="speech-bubble">
        <p>
          {partner.greeting}
          <AiGeneratedLabel />
        </p>
      </blockquote>
      <h2 className="chat-login__title">{t('content:partner.chat.loginTitle')}</h2>
      <p>{t('content:partner.chat.loginText', { name: partner.name })}</p>
      <button type="button" className="button button--primary" onClick={openLoginDialog}>
        {t('content:partner.chat.loginButton')}
      </button>
    </div>
  );
}
