import { usePageContext } from '../../app/page-context';
import { useT } from '../../i18n/use-t';
import { DesktopDownloadLink } from '../../integrations/downloads/DesktopDownloadLink';
import { MobileDownloadLink } from '../../integrations/downloads/MobileDownloadLink';

/** The installer (named by channel and web id) and the AMD and Intel AI PC editions. */
function DesktopDownloads() {
  const t = useT();
  return (
    <div className="download-buttons">
      <DesktopDownloadLink edition="standard" className="button button--primary button--large">
        {t('content:downloads.desktop')}
      </DesktopDownloadLink>
      <DesktopDownloadLink edition="amd" className="button button--ghost">
        {t('content:downloads.amd.name')}
      </DesktopDownloadLink>
      <DesktopDownloadLink edition="aiPc" className="button button--ghost">
        {t('content:downloads.intelAiPc.name')}
      </DesktopDownloadLink>
    </div>
  );
}

/** The app download (the install/wake-up SDK when configured, else the public download page). */
function MobileDownload() {
  const t = useT();
  return (
    <div className="download-buttons">
      <MobileDownloadLink className="button button--primary button--large">
        {t('content:downloads.mobile')}
      </MobileDownloadLink>
      <p className="download-buttons__hint">{t('content:downloads.mobileHint')}</p>
    </div>
  );
}

/** Download buttons for the tree: the desktop editions, or only the app on a phone (no installer). */
export function DownloadButtons() {
  return usePageContext().mobile ? <MobileDownload /> : <DesktopDownloads />;
}
