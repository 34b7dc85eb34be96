import { Dialog } from '../components/Dialog';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { SiteNav } from '../components/SiteNav';
import { SocialTapLinks } from '../components/social/SocialTapLinks';
import { useT } from '../i18n/use-t';

export interface MenuDialogProps {
  /** Closes at once: an item was chosen and the route changes under it. */
  onChoose: () => void;
  /** After the closing animation (close button, Escape, a tap on the blank area). */
  onClosed: () => void;
}

/** The mobile menu: the menu items, the social icons and the languages. */
export function MenuDialog({ onChoose, onClosed }: MenuDialogProps) {
  const t = useT();
  return (
    <Dialog
      className="dialog--menu"
      title={t('account:header.menuTitle')}
      closeLabel={t('account:header.closeMenu')}
      closeOnOverlayClick
      onClosed={onClosed}
    >
      <SiteNav className="menu-dialog__nav" onNavigate={onChoose} />
      <SocialTapLinks />
      <LanguageSwitcher />
    </Dialog>
  );
}
