import { useT } from '../../i18n/use-t';
import type { SocialChannel } from './social-channels';

/** A channel's QR code with its caption. */
export function QrCode({ channel }: { channel: SocialChannel }) {
  const t = useT();
  const name = t(`account:social.${channel.key}`);
  return (
    <figure className="qr-code">
      {/* Lazy: no preload hint in the streamed head; a code is fetched once it is on screen. */}
      <img
        src={channel.qr}
        alt={t('account:social.qrAlt', { name })}
        width={120}
        height={120}
        loading="lazy"
        decoding="async"
      />
      <figcaption>{t('account:social.scanToFollow', { name })}</figcaption>
    </figure>
  );
}
