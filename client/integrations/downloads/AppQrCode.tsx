import { appQrPath, mobileDownloadPath } from '../../../shared/app-qr';
import { mergeQuery } from '../../app/merge-query';
import { usePageContext } from '../../app/page-context';
import { useRetainedQuery } from '../../app/use-retained-query';
import { useHydrated } from '../../components/use-hydrated';
import { useT } from '../../i18n/use-t';

/** Pixels the code is drawn at: the PNG is larger and only ever scaled down. */
const QR_SIZE = 120;

/**
 * On a computer: a QR code that opens the phone app's download page on a phone, which sends the
 * phone to its own store. It carries the visitor's campaign query, so the download it leads to
 * is still the campaign's; the browser makes its address once hydrated, and until then an empty
 * frame of the same size holds its place, so the shared page stays the same bytes.
 */
export function AppQrCode({ className }: { className?: string }) {
  const t = useT();
  const { lang, origin } = usePageContext();
  const hydrated = useHydrated();
  const query = useRetainedQuery();
  const address = mergeQuery(query, `${origin}${mobileDownloadPath(lang)}`);
  return (
    <figure className={className ? `app-qr ${className}` : 'app-qr'}>
      {hydrated ? (
        <img
          className="app-qr__image"
          src={appQrPath(address)}
          alt={t('content:downloads.qr.alt')}
          width={QR_SIZE}
          height={QR_SIZE}
          decoding="async"
        />
      ) : (
        <span className="app-qr__image" />
      )}
      <figcaption className="app-qr__caption">{t('content:downloads.qr.caption')}</figcaption>
    </figure>
  );
}
