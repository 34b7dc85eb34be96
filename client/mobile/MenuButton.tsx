import { lazy, Suspense, useCallback, useState } from 'react';

import { useT } from '../i18n/use-t';

// Its own chunk, loaded on the first press: the server and the first render show only the button.
const MenuDialog = lazy(() => import('./MenuDialog').then((m) => ({ default: m.MenuDialog })));

/** The menu button and the menu dialog it opens. */
export function MenuButton({ className }: { className: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <button
        type="button"
        className={`menu-button ${className}`}
        aria-label={t('account.header.menuButton')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      />
      {open ? (
        <Suspense fallback={null}>
          <MenuDialog onChoose={close} onClosed={close} />
        </Suspense>
      ) : null}
    </>
  );
}
