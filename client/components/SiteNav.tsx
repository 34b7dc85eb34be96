import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { parseSitePath } from '../../shared/routing/site-path';
import { AppLink } from './AppLink';
import { activeMenuKey, MENU_ITEMS } from './menu-items';

export interface SiteNavProps {
  className: string;
  onNavigate?: () => void;
}

/** The menu items of the header, the current one marked. */
export function SiteNav({ className, onNavigate }: SiteNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = activeMenuKey(parseSitePath(pathname).rest);
  return (
    <nav className={className}>
      {MENU_ITEMS.map((item) => (
        <AppLink
          key={item.id}
          to={item.path}
          data-menu-id={item.id}
          className={item.key === active ? 'nav-item is-active' : 'nav-item'}
          aria-current={item.key === active ? 'page' : undefined}
          onClick={onNavigate}
        >
          {t(`nav.${item.key}`)}
        </AppLink>
      ))}
    </nav>
  );
}
