import { useMatches } from 'react-router-dom';

import { useT } from '../i18n/use-t';
import { AppLink, useRetainedHref } from './AppLink';
import { activeMenuKey, AI_PC_MENU_ITEM, MENU_ITEMS } from './menu-items';
import { usePublicFacts } from './use-public-facts';

export interface SiteNavProps {
  className: string;
  /** Called when an item is chosen (the mobile menu closes). */
  onNavigate?: () => void;
  /** Adds item 6, the external AI PC download page (desktop header only). */
  withAiPc?: boolean;
}

/** The menu items of the header, the current one marked. */
export function SiteNav({ className, onNavigate, withAiPc = false }: SiteNavProps) {
  const t = useT();
  const active = activeMenuKey(useMatches());
  // The demo's stand-in is a page of this site: it keeps the campaign as the menu's links do.
  const aiPcHref = useRetainedHref(usePublicFacts().downloads.aiPc);
  return (
    <nav className={className} aria-label={t('account:header.mainMenu')}>
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
      {withAiPc ? (
        <a
          href={aiPcHref}
          target="_blank"
          rel="noopener noreferrer"
          data-menu-id={AI_PC_MENU_ITEM.id}
          className="nav-item nav-item--external"
        >
          {t(`nav.${AI_PC_MENU_ITEM.key}`)}
          <span className="visually-hidden">{t('account:header.opensInNewTab')}</span>
        </a>
      ) : null}
    </nav>
  );
}
