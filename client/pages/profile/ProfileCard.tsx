import { maskPhone } from '../../../shared/account/mask-phone';
import type { CurrentUser } from '../../../shared/api/schemas';
import { pagePaths } from '../../../shared/routing/route-manifest';
import { userStore } from '../../account/user-store';
import { UserAvatar } from '../../account/UserAvatar';
import { usePageContext } from '../../app/page-context';
import { AppLink } from '../../components/AppLink';
import { toast } from '../../components/toast/toast';
import { useT } from '../../i18n/use-t';

/** The logged-in user: avatar, nickname, masked phone, logout (and account removal on mobile). */
export function ProfileCard({ user }: { user: CurrentUser }) {
  const t = useT();
  const { mobile } = usePageContext();
  const logout = () => {
    userStore.logout();
    toast.success(t('account:profile.loggedOut'));
  };
  return (
    <section className="profile-card" aria-labelledby="profile-card-name">
      <UserAvatar
        src={user.avatar}
        name={user.nickname}
        size={96}
        alt={t('account:profile.avatarAlt', { name: user.nickname })}
      />
      <h2 id="profile-card-name" className="profile-card__name">
        {user.nickname}
      </h2>
      <dl className="profile-card__facts">
        <dt>{t('account:profile.phone')}</dt>
        <dd className="profile-card__phone">{maskPhone(user.phone)}</dd>
      </dl>
      <div className="profile-card__actions">
        {mobile ? (
          <AppLink
            to={pagePaths.removeAccount(user.user_id)}
            className="button profile-card__remove"
          >
            {t('account:profile.removeAccount')}
          </AppLink>
        ) : null}
        <button type="button" className="button profile-card__logout" onClick={logout}>
          {t('account:profile.logout')}
        </button>
      </div>
    </section>
  );
}
