import { useTranslation } from 'react-i18next';
import { AppLink } from '../components/AppLink';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { SiteNav } from '../components/SiteNav';

/** The desktop header: logo, menu, language. */
export function DesktopHeader() {
  const { t } = useTranslation();
  return (
    <header className="site-header site-header--desktop">
      <AppLink to="/" className="site-header__logo" aria-label={t('site.name')}>
        <img src="/logo.svg" alt="" width={32} height={32} />
        <span>{t('site.name')}</span>
      </AppLink>
      <SiteNav className="site-header__nav" />
      <LanguageSwitcher />
    </header>
  );
}
