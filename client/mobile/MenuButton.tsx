import { useCallback, useState } from 'react';

import { useT } from '../i18n/use-t';
import { MenuDialog } from './MenuDialog';

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
      {open ? <MenuDialog onChoose={close} onClosed={close} /> : null}
    </>
  );
}
