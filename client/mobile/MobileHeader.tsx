import { AccountCorner } from '../account/AccountCorner';
import { SearchBox } from '../components/SearchBox';
import { SiteLogo } from '../components/SiteLogo';
import { useHeaderTransitions } from '../components/use-header-transitions';
import { useT } from '../i18n/use-t';
import { MenuButton } from './MenuButton';

/** The mobile header and the spacer under it. */
export function MobileHeader() {
  const t = useT();
  const transitions = useHeaderTransitions();
  return (
    <>
      <header
        className={
          transitions
            ? 'site-header site-header--mobile site-header--transitions'
            : 'site-header site-header--mobile'
        }
      >
        <MenuButton className="site-header__menu-button" />
        <SiteLogo size={28} withName={false} />
        <SearchBox
          className="site-header__search"
          placeholder={t('account:header.mobileSearchPlaceholder')}
        />
        <AccountCorner size={28} />
      </header>
      <div className="site-header__spacer" aria-hidden="true" />
    </>
  );
}
