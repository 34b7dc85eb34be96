import { useEffect, useRef } from 'react';

import { routePath } from '../../shared/routing/route-manifest';
import { AppLink } from '../components/AppLink';
import { useT } from '../i18n/use-t';
import { takeAccountCornerFocus } from './account-corner-focus';
import { LoginButton } from './LoginButton';
import { useUserStore } from './user-store';
import { UserAvatar } from './UserAvatar';

/**
 * The header's account corner: the login/register button for a visitor, the avatar linking to
 * the profile once logged in. The server renders the visitor's button; the stored login is
 * read after hydration.
 */
export function AccountCorner({ size }: { size: number }) {
  const t = useT();
  const { isLoggedIn, userInfo } = useUserStore();
  const avatar = useRef<HTMLAnchorElement>(null);
  // After the dialog's layout effect has closed it, which left focus on the body.
  useEffect(() => {
    if (isLoggedIn && takeAccountCornerFocus()) avatar.current?.focus();
  }, [isLoggedIn]);
  if (isLoggedIn) {
    return (
      <AppLink
        ref={avatar}
        to={routePath('profile')}
        className="account-corner account-corner--avatar"
        aria-label={t('account:header.avatarLabel')}
        title={userInfo?.nickname}
      >
        <UserAvatar src={userInfo?.avatar} name={userInfo?.nickname} size={size} alt="" />
      </AppLink>
    );
  }
  return <LoginButton className="account-corner account-corner--login" />;
}
