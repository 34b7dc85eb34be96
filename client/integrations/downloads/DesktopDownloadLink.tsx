import { type MouseEvent, type ReactNode, useState } from 'react';

import { isSitePath } from '../../../shared/routing/prefixed-path';
import { EARLY_TAP } from '../../app/early-taps';
import { mergeQuery } from '../../app/merge-query';
import { usePageContext } from '../../app/page-context';
import { useRetainedQuery } from '../../app/use-retained-query';
import { ExternalLink } from '../../components/content/ExternalLink';
import { useHydrated } from '../../components/use-hydrated';
import { usePublicFacts } from '../../components/use-public-facts';
import { useT } from '../../i18n/use-t';
import { startDesktopDownload } from './desktop-download';
import { type DesktopEdition, installerLink } from './installer-link';
import { useDownloadContext } from './use-download-context';

export interface DesktopDownloadLinkProps {
  edition: DesktopEdition;
  className?: string;
  children: ReactNode;
}

/**
 * A desktop edition's download, through the tracked flow. Once the page is live its address names
 * the channel (and, from the click on, the web id); the server's HTML, the same for every visitor,
 * links the installer as DOWNLOAD_HOST or the public facts give it, a plain link without script. When
 * the web id is already known the click follows the link itself (a new tab for another site);
 * otherwise the page waits for it, then starts the download where it is. The demo's stand-in (a
 * page of this site, no installer) is a plain link keeping the visit's query, and reports nothing:
 * nothing is downloaded.
 */
export function DesktopDownloadLink({ edition, className, children }: DesktopDownloadLinkProps) {
  const t = useT();
  const { downloadHost } = usePageContext().config;
  const publicUrl = usePublicFacts().downloads[edition];
  const visit = useDownloadContext();
  const [preparing, setPreparing] = useState(false);
  const hydrated = useHydrated();
  const retainedQuery = useRetainedQuery();

  if (!downloadHost && isSitePath(publicUrl)) {
    return (
      <ExternalLink
        className={className}
        href={mergeQuery(retainedQuery, publicUrl)}
        data-edition={edition}
      >
        {children}
      </ExternalLink>
    );
  }

  const download = (event: MouseEvent<HTMLAnchorElement>) => {
    if (preparing) {
      event.preventDefault();
      return;
    }
    const started = startDesktopDownload({
      edition,
      downloadHost,
      publicUrl,
      channel: visit.channel,
      trackId: visit.trackId,
      tracker: visit.tracker(),
      report: visit.report,
      countDownload: visit.countDownload,
      clientIp: visit.clientIp,
      userAgent: navigator.userAgent,
      pageUrl: window.location.href,
    });
    if ('link' in started) {
      // The browser follows the link once this handler returns: it takes the web id along.
      event.currentTarget.href = started.link;
      return;
    }
    event.preventDefault();
    setPreparing(true);
    void started.pending
      .then((link) => window.location.assign(link))
      .finally(() => setPreparing(false));
  };

  return (
    <ExternalLink
      className={className}
      href={
        hydrated || downloadHost
          ? installerLink({ edition, downloadHost, publicUrl, channel: visit.channel, webId: '' })
          : publicUrl
      }
      onClick={download}
      aria-busy={preparing}
      data-edition={edition}
      {...EARLY_TAP}
    >
      {preparing ? t('content:downloads.preparing') : children}
    </ExternalLink>
  );
}
