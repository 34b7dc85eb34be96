import { useTranslation } from 'react-i18next';
import { AppLink } from '../components/AppLink';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { SiteNav } from '../components/SiteNav';

/** The mobile header and the spacer under it. */
export function MobileHeader() {
  const { t } = useTranslation();
  return (
    <>
      <header className="site-header site-header--mobile">
        <AppLink to="/" className="site-header__logo" aria-label={t('site.name')}>
          <img src="/logo.svg" alt="" width={28} height={28} />
          <span>{t('site.name')}</span>
        </AppLink>
        <LanguageSwitcher />
      </header>
      <div className="site-header__spacer" aria-hidden="true" />
      <SiteNav className="mobile-tabs" />
    </>
  );
}
