import { type Ref, useId } from 'react';

import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { SiteNav } from '../components/SiteNav';
import { SocialTapLinks } from '../components/social/SocialTapLinks';
import { useT } from '../i18n/use-t';

export interface MenuPanelProps {
  id: string;
  ref: Ref<HTMLDivElement>;
  /** An item was chosen: the menu closes while the route changes under it. */
  onChoose: () => void;
}

/**
 * The mobile menu: the menu items, the social icons and the languages, in a popover (the top
 * layer, a backdrop, light dismiss). Its close button closes it without script too.
 */
export function MenuPanel({ id, ref, onChoose }: MenuPanelProps) {
  const t = useT();
  const titleId = useId();
  return (
    <div
      ref={ref}
      id={id}
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
          popoverTarget={id}
          popoverTargetAction="hide"
        >
          ×
        </button>
      </div>
      <div className="dialog__body">
        <SiteNav className="menu-dialog__nav" onNavigate={onChoose} />
        <SocialTapLinks />
        <LanguageSwitcher />
      </div>
    </div>
  );
}
