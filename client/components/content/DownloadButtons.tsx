import { type MouseEvent, useEffect, useRef, useState } from 'react';

import { channelFromSearch } from '../../../shared/api/headers';
import { TRACK_ID_QUERY_PARAM } from '../../../shared/spec-constants';
import { useBrowserApi } from '../../account/browser-api-client';
import { usePageContext } from '../../app/page-context';
import { useRetainedQuery } from '../../app/use-retained-query';
import { useT } from '../../i18n/use-t';
import { type InstallSdk, loadInstallSdk } from '../../integrations/downloads/install-sdk';
import { installerLink } from '../../integrations/downloads/installer-link';
import { usageTracker } from '../../integrations/tracking/usage-tracking';
import { usePublicFacts } from '../use-public-facts';
import { ExternalLink } from './ExternalLink';

function assign(url: string): void {
  window.location.assign(url);
}

/*
 * The download flows (ad reports, IP lookup, web-id wait) load with the click that starts them:
 * most visitors of a page never download, so they stay out of its first load.
 */
const desktopDownload = () => import('../../integrations/downloads/desktop-download');
const mobileDownload = () => import('../../integrations/downloads/mobile-download');

/** The installer (named by channel and web id) and the AMD and Intel AI PC editions. */
function DesktopDownloads() {
  const t = useT();
  const site = usePageContext();
  const api = useBrowserApi();
  const search = useRetainedQuery();
  const [preparing, setPreparing] = useState(false);
  const params = new URLSearchParams(search);
  const channel = channelFromSearch(params);
  const { downloadHost, trackingHost, ipLookupUrl } = site.config;
  const { downloads } = usePublicFacts();

  useEffect(() => {
    // Start the tracker with the page, so its web id is usually there before the click.
    usageTracker(trackingHost);
  }, [trackingHost]);

  const download = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (preparing) return;
    setPreparing(true);
    // Without the flow's code (offline, a new deployment), the plain link still downloads.
    const plainLink = event.currentTarget.href;
    void desktopDownload()
      .then(({ startDesktopDownload }) =>
        startDesktopDownload({
          downloadHost,
          standardUrl: downloads.standard,
          ipLookupUrl,
          channel,
          trackId: params.get(TRACK_ID_QUERY_PARAM),
          tracker: usageTracker(trackingHost),
          api: api(),
          userAgent: navigator.userAgent,
          pageUrl: window.location.href,
          navigate: assign,
        }),
      )
      .catch(() => assign(plainLink))
      .finally(() => setPreparing(false));
  };

  return (
    <div className="download-buttons">
      <a
        className="button button--primary button--large"
        href={installerLink({ downloadHost, standardUrl: downloads.standard, channel, webId: '' })}
        onClick={download}
        aria-busy={preparing}
      >
        {preparing ? t('content.downloads.preparing') : t('content.downloads.desktop')}
      </a>
      <ExternalLink className="button button--ghost" href={downloads.amd}>
        {t('content.downloads.amd.name')}
      </ExternalLink>
      <ExternalLink className="button button--ghost" href={downloads.aiPc}>
        {t('content.downloads.intelAiPc.name')}
      </ExternalLink>
    </div>
  );
}

/** The app download through the install/wake-up SDK (loaded ahead only when it is configured). */
function MobileDownload() {
  const t = useT();
  const site = usePageContext();
  const api = useBrowserApi();
  const search = useRetainedQuery();
  const sdk = useRef<InstallSdk | null>(null);
  const channel = channelFromSearch(search);
  const { installSdkKey, trackingHost, ipLookupUrl } = site.config;
  const mobileUrl = usePublicFacts().downloads.mobile;

  useEffect(() => {
    usageTracker(trackingHost);
    let live = true;
    void loadInstallSdk(installSdkKey, { channel }).then((ready) => {
      if (live) sdk.current = ready;
    });
    return () => {
      live = false;
    };
  }, [installSdkKey, trackingHost, channel]);

  const download = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const plainLink = event.currentTarget.href;
    void mobileDownload().then(
      ({ startMobileDownload }) =>
        startMobileDownload({
          sdk: sdk.current,
          mobileUrl,
          tracker: usageTracker(trackingHost),
          api: api(),
          ipLookupUrl,
          channel,
          userAgent: navigator.userAgent,
          navigate: assign,
        }),
      () => assign(plainLink),
    );
  };

  return (
    <div className="download-buttons">
      <a className="button button--primary button--large" href={mobileUrl} onClick={download}>
        {t('content.downloads.mobile')}
      </a>
      <p className="download-buttons__hint">{t('content.downloads.mobileHint')}</p>
    </div>
  );
}

/** Download buttons for the tree: the desktop editions, or only the app on a phone (no installer). */
export function DownloadButtons() {
  return usePageContext().mobile ? <MobileDownload /> : <DesktopDownloads />;
}
