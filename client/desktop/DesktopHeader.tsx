import type { Ref } from 'react';

import { AccountCorner } from '../account/AccountCorner';
import { SearchBox } from '../components/SearchBox';
import { SiteLogo } from '../components/SiteLogo';
import { SiteNav } from '../components/SiteNav';
import { SocialHoverLinks } from '../components/social/SocialHoverLinks';
import { useHeaderTransitions } from '../components/use-header-transitions';
import { useT } from '../i18n/use-t';
import { MenuButton } from '../mobile/MenuButton';

export interface DesktopHeaderProps {
  /** The window is at most the mobile breakpoint wide: the header takes the mobile form. */
  narrow: boolean;
  /** On the home page: whether it still shows its first page; undefined elsewhere. */
  homeFirstPage?: boolean;
  ref?: Ref<HTMLElement>;
}

function headerClass(transitions: boolean, homeFirstPage: boolean | undefined): string {
  const classes = ['site-header', 'site-header--desktop'];
  if (transitions) classes.push('site-header--transitions');
  if (homeFirstPage !== undefined) {
    classes.push(homeFirstPage ? 'site-header--home-first' : 'site-header--home-fixed');
  }
  return classes.join(' ');
}

/**
 * The desktop header: logo, menu items 1-6, search, social icons and the
 * account corner (the languages sit under the page: see LanguageBar). In a narrow window CSS
 * folds it into the mobile form (menu button, logo, search, account) before hydration; the
 * mobile placeholder follows after it.
 */
export function DesktopHeader({ narrow, homeFirstPage, ref }: DesktopHeaderProps) {
  const t = useT();
  const transitions = useHeaderTransitions();
  return (
    <header ref={ref} className={headerClass(transitions, homeFirstPage)}>
      <MenuButton className="site-header__menu-button" />
      <SiteLogo size={32} withName />
      <SiteNav className="site-header__nav" withAiPc />
      <SearchBox
        className="site-header__search"
        placeholder={
          narrow
            ? t('account:header.mobileSearchPlaceholder')
            : t('account:header.searchPlaceholder')
        }
      />
      <SocialHoverLinks className="site-header__social" />
      <AccountCorner size={32} />
    </header>
  );
}
