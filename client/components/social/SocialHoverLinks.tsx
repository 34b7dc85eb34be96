import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

import { useT } from '../../i18n/use-t';
import { TOOLTIP_HIDE_DELAY_MS } from '../../styles/ui-constants';
import { nextZIndex } from '../z-index';
import { QrCode } from './QrCode';
import { type SocialChannel, type SocialChannelKey, useSocialChannels } from './social-channels';

function QrPopover({ id, channel }: { id: string; channel: SocialChannel }) {
  const [zIndex] = useState(nextZIndex);
  return (
    <div id={id} role="tooltip" className="qr-popover" style={{ zIndex }}>
      <QrCode channel={channel} />
    </div>
  );
}

interface SocialHoverItemProps {
  channel: SocialChannel;
  open: boolean;
  onShow: () => void;
  onHide: () => void;
  onDismiss: () => void;
}

/** One icon: a link to the channel (new tab) or, for WeChat, a button; its QR code below. */
function SocialHoverItem({ channel, open, onShow, onHide, onDismiss }: SocialHoverItemProps) {
  const t = useT();
  const popoverId = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onDismiss();
  };
  // The glyph is a CSS mask (chrome.css): no markup in the streamed shell.
  const iconProps = {
    className: `social-icon social-icon--${channel.key}`,
    'aria-label': t(`account:social.${channel.key}`),
    'aria-describedby': open ? popoverId : undefined,
  };
  return (
    <li
      onMouseEnter={onShow}
      onMouseLeave={onHide}
      onFocus={onShow}
      onBlur={onHide}
      onKeyDown={onKeyDown}
    >
      {channel.url ? (
        <a {...iconProps} href={channel.url} target="_blank" rel="noopener noreferrer" />
      ) : (
        <button {...iconProps} type="button" />
      )}
      {open ? <QrPopover id={popoverId} channel={channel} /> : null}
    </li>
  );
}

/** The desktop header's social icons, QR codes on hover. */
/**
 * The desktop header's social icons. A QR code shows on hover or keyboard focus
 * and hides TOOLTIP_HIDE_DELAY_MS after the pointer leaves, so it can travel onto the code;
 * one code at a time, Escape hides it at once.
 */
export function SocialHoverLinks({ className }: { className: string }) {
  const t = useT();
  const channels = useSocialChannels();
  const [openKey, setOpenKey] = useState<SocialChannelKey | null>(null);
  const hideTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  const show = (key: SocialChannelKey) => {
    window.clearTimeout(hideTimer.current);
    setOpenKey(key);
  };
  const hide = () => {
    window.clearTimeout(hideTimer.current);
    hideTimer.current = window.setTimeout(() => setOpenKey(null), TOOLTIP_HIDE_DELAY_MS);
  };
  const dismiss = () => {
    window.clearTimeout(hideTimer.current);
    setOpenKey(null);
  };

  return (
    <ul className={`social-list ${className}`} aria-label={t('account:social.label')}>
      {channels.map((channel) => (
        <SocialHoverItem
          key={channel.key}
          channel={channel}
          open={openKey === channel.key}
          onShow={() => show(channel.key)}
          onHide={hide}
          onDismiss={dismiss}
        />
      ))}
    </ul>
  );
}
