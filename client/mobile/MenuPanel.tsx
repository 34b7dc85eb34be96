import { useCallback, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { SiteNav } from '../components/SiteNav';
import { SocialTapLinks } from '../components/social/SocialTapLinks';
import { useT } from '../i18n/use-t';

/** The menu's element id, which its buttons name (popovertarget): they work without script. */
export const MENU_ID = 'site-menu';

/**
 * The menu: the menu items, the social icons and the languages, in a popover (the top layer, a
 * backdrop, light dismiss) the server renders after the page's content, so that it costs the
 * bytes before the page's heading nothing. The browser opens it on a tap of a button naming it
 * and closes it on Escape, a tap outside or its close button, with or without the page's scripts,
 * so it works from the first paint. React follows the popover's own state: the menu belongs to
 * the history entry it was opened on, and any change (a chosen item, Back, Forward) closes it.
 */
export function MenuPanel() {
  const t = useT();
  const titleId = useId();
  const { key } = useLocation();
  const menu = useRef<HTMLDivElement>(null);
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === key;
  const close = useCallback(() => menu.current?.hidePopover(), []);

  const follow = useEffectEvent(() => {
    setOpenOn(menu.current?.matches(':popover-open') ? key : null);
  });
  useEffect(() => {
    const element = menu.current;
    if (!element) return;
    // It may have been opened before hydration.
    follow();
    element.addEventListener('toggle', follow);
    return () => element.removeEventListener('toggle', follow);
  }, []);

  useEffect(() => {
    if (!open && menu.current?.matches(':popover-open')) menu.current.hidePopover();
  }, [open]);

  return (
    <div
      ref={menu}
      id={MENU_ID}
      popover="auto"
      role="dialog"
      aria-labelledby={titleId}
      className="dialog dialog--menu"
    >
      <div className="dialog__header">
        <h2 id={titleId} className="dialog__title">
          {t('account:header.menuTitle')}
        </h2>
        <button
          type="button"
          className="dialog__close"
          aria-label={t('account:header.closeMenu')}
          popoverTarget={MENU_ID}
          popoverTargetAction="hide"
        >
          ×
        </button>
      </div>
      <div className="dialog__body">
        <SiteNav className="menu-dialog__nav" onNavigate={close} />
        <SocialTapLinks />
        <LanguageSwitcher />
      </div>
    </div>
  );
}
