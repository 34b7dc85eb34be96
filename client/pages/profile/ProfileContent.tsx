import { LoginPrompt } from '../../account/LoginPrompt';
import { useUserStore } from '../../account/user-store';
import { LoadingState } from '../../components/LoadError';
import { useHydrated } from '../../components/use-hydrated';
import { useT } from '../../i18n/use-t';
import { ProfileCard } from './ProfileCard';
import { useCurrentUser } from './use-current-user';

/**
 * The profile behind the auth guard: nothing user-specific on the server (a loading state until
 * the stored login is known), a login prompt for a visitor, the user from users.me() otherwise.
 */
export function ProfileContent() {
  const t = useT();
  const hydrated = useHydrated();
  const { isLoggedIn, userInfo } = useUserStore();
  const { state, expired, retry } = useCurrentUser(isLoggedIn ? userInfo?.access_token : undefined);
  if (!hydrated) return <LoadingState />;
  if (!isLoggedIn) {
    return <LoginPrompt message={expired ? t('account:profile.sessionExpired') : undefined} />;
  }
  switch (state.status) {
    case 'loading':
    case 'expired':
      return <LoadingState />;
    case 'error':
      return (
        <div className="profile-card" role="alert">
          <p className="status-message status-message--error">
            {state.message ?? t('account:profile.loadFailed')}
          </p>
          <button type="button" className="button" onClick={retry}>
            {t('account:profile.retry')}
          </button>
        </div>
      );
    case 'ready':
      return <ProfileCard user={state.user} />;
  }
}
