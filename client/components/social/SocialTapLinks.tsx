import { useId, useState } from 'react';

import { useT } from '../../i18n/use-t';
import { QrCode } from './QrCode';
import { type SocialChannelKey, useSocialChannels } from './social-channels';

/**
 * The mobile menu's social icons: a tap shows the channel's QR code, with a
 * link that opens the channel in the same window; another tap hides it.
 */
export function SocialTapLinks() {
  const t = useT();
  const panelId = useId();
  const channels = useSocialChannels();
  const [openKey, setOpenKey] = useState<SocialChannelKey | null>(null);
  const open = channels.find((channel) => channel.key === openKey);
  return (
    <div className="social-tap">
      <p className="social-tap__label">{t('account:social.label')}</p>
      <ul className="social-list social-list--tap">
        {channels.map((channel) => (
          <li key={channel.key}>
            <button
              type="button"
              className={`social-icon social-icon--${channel.key}`}
              aria-expanded={openKey === channel.key}
              aria-controls={panelId}
              onClick={() => setOpenKey((key) => (key === channel.key ? null : channel.key))}
            >
              <span className="social-icon__name">{t(`account:social.${channel.key}`)}</span>
            </button>
          </li>
        ))}
      </ul>
      <div id={panelId} className="qr-panel" hidden={!open}>
        {open ? (
          <>
            <QrCode channel={open} />
            {open.url ? (
              <a className="qr-panel__open" href={open.url}>
                {t('account:social.open', { name: t(`account:social.${open.key}`) })}
              </a>
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  );
}
