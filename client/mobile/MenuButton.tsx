import { useT } from '../i18n/use-t';
import { MENU_ID } from './MenuPanel';

/**
 * The menu button: it opens the menu popover by naming it, which works without script; the
 * browser tells assistive technology whether the menu is open.
 */
export function MenuButton({ className }: { className: string }) {
  const t = useT();
  return (
    <button
      type="button"
      className={`menu-button ${className}`}
      aria-label={t('account:header.menuButton')}
      aria-haspopup="dialog"
      popoverTarget={MENU_ID}
    />
  );
}
