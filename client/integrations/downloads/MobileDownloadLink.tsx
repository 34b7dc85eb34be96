import { type MouseEvent, type ReactNode, useEffect, useRef, useState } from 'react';

import { isSitePath } from '../../../shared/routing/prefixed-path';
import { EARLY_TAP } from '../../app/early-taps';
import { mergeQuery } from '../../app/merge-query';
import { usePageContext } from '../../app/page-context';
import { useRetainedQuery } from '../../app/use-retained-query';
import { useHydrated } from '../../components/use-hydrated';
import { type InstallSdk, loadInstallSdk } from './install-sdk';
import { startMobileDownload } from './mobile-download';
import { OpenInBrowserGuide } from './OpenInBrowserGuide';
import { useDownloadContext } from './use-download-context';
import { useMobileDownloadUrl } from './use-mobile-download-url';

/**
 * The phone app's download, through the tracked flow; without script, a plain link to the public
 * download page. The install SDK, when configured, is loaded with the page: the wake-up must run
 * inside the tap. The demo's stand-in (a page of this site, no SDK) keeps the visit's query and
 * reports nothing: nothing is downloaded.
 */
export function MobileDownloadLink({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  const { installSdkKey } = usePageContext().config;
  // The configured page in the shared HTML; the phone's own store once hydrated.
  const mobileUrl = useMobileDownloadUrl();
  const visit = useDownloadContext();
  const sdk = useRef<InstallSdk | null>(null);
  const [guide, setGuide] = useState(false);
  const { channel } = visit;
  const hydrated = useHydrated();
  // Without the install SDK, a page of this site stands in for the app: there is no download.
  const standIn = isSitePath(mobileUrl) && !installSdkKey;
  const retainedQuery = useRetainedQuery();

  useEffect(() => {
    // The SDK is made once per page, with the channel: the visitor's, known once hydrated.
    if (!hydrated) return;
    let live = true;
    void loadInstallSdk(installSdkKey, { channel }).then((ready) => {
      if (live) sdk.current = ready;
    });
    return () => {
      live = false;
    };
  }, [hydrated, installSdkKey, channel]);

  const download = (event: MouseEvent<HTMLAnchorElement>) => {
    const outcome = startMobileDownload({
      sdk: sdk.current,
      tracker: visit.tracker(),
      report: visit.report,
      countDownload: visit.countDownload,
      tracked: visit.trackId !== null,
      clientIp: visit.clientIp,
      channel,
      userAgent: navigator.userAgent,
      standIn,
    });
    if (outcome === 'link') return;
    event.preventDefault();
    if (outcome === 'guide') setGuide(true);
  };

  return (
    <>
      <a
        className={className}
        href={standIn ? mergeQuery(retainedQuery, mobileUrl) : mobileUrl}
        onClick={download}
        data-edition="mobile"
        {...(standIn ? {} : EARLY_TAP)}
      >
        {children}
      </a>
      {guide ? <OpenInBrowserGuide onClosed={() => setGuide(false)} /> : null}
    </>
  );
}
