import { lazy, Suspense, useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';

import { useT } from '../i18n/use-t';

// Its own chunk, loaded on the first press: the server and the first render show only the button.
const MenuDialog = lazy(() => import('./MenuDialog').then((m) => ({ default: m.MenuDialog })));

/** The menu button and the menu dialog it opens. */
export function MenuButton({ className }: { className: string }) {
  const t = useT();
  const { key } = useLocation();
  // The menu belongs to the history entry it was opened on: any change (a chosen item, Back,
  // Forward) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === key;
  const close = useCallback(() => setOpenOn(null), []);
  return (
    <>
      <button
        type="button"
        className={`menu-button ${className}`}
        aria-label={t('account:header.menuButton')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpenOn(key)}
      />
      {open ? (
        <Suspense fallback={null}>
          <MenuDialog onChoose={close} onClosed={close} />
        </Suspense>
      ) : null}
    </>
  );
}
