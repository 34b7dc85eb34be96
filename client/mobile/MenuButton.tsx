import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

import { useT } from '../i18n/use-t';
import { MenuPanel } from './MenuPanel';

/** The menu's element id, which its buttons name (popovertarget): they work without script. */
const MENU_ID = 'site-menu';

/**
 * The menu button and the menu it opens. The menu is a popover the server renders: the browser
 * opens it on a tap and closes it on Escape or a tap outside with or without the page's scripts,
 * so it works from the first paint. React follows the popover's own state.
 */
export function MenuButton({ className }: { className: string }) {
  const t = useT();
  const { key } = useLocation();
  const menu = useRef<HTMLDivElement>(null);
  // The menu belongs to the history entry it was opened on: any change (a chosen item, Back,
  // Forward) closes it.
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
    <>
      <button
        type="button"
        className={`menu-button ${className}`}
        aria-label={t('account:header.menuButton')}
        aria-haspopup="dialog"
        aria-expanded={open}
        popoverTarget={MENU_ID}
      />
      <MenuPanel id={MENU_ID} ref={menu} onChoose={close} />
    </>
  );
}
