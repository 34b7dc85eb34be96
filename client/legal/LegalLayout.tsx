import { Outlet } from 'react-router-dom';

import { AppLink } from '../components/AppLink';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { useT } from '../i18n/use-t';

/** Legal pages are read on their own (often in a new window): a slim header, no device guard. */
export function Component() {
  const t = useT();
  return (
    <div className="layout layout--legal">
      <header className="legal-header">
        <AppLink to="/" className="site-header__logo">
          <img src="/logo.svg" alt="" width={28} height={28} />
          <span>{t('site.name')}</span>
        </AppLink>
        <LanguageSwitcher />
      </header>
      <Outlet />
    </div>
  );
}
