import { useEffect, useMemo } from 'react';

import { channelFromSearch } from '../../../shared/api/headers';
import type { DownloadCount } from '../../../shared/download-count';
import { TRACK_ID_QUERY_PARAM } from '../../../shared/routing/query-params';
import { userStore } from '../../account/user-store';
import { usePageContext } from '../../app/page-context';
import { useRetainedQuery } from '../../app/use-retained-query';
import { ensureXsrfToken } from '../../data/xsrf-token';
import { type UsageTracker, usageTracker } from '../tracking/usage-tracking';
import { type AdReporter, keepaliveAdReporter } from './ad-reports';
import { sendDownloadCount } from './download-count';
import { prefetchPublicIp } from './ip-lookup';

export interface DownloadContext {
  channel: string;
  trackId: string | null;
  report: AdReporter;
  countDownload: (count: DownloadCount) => void;
  clientIp: () => string;
  /** The page's tracker (null when TRACKING_HOST is unset, and on the server). */
  tracker: () => UsageTracker | null;
}

/**
 * What every download control reads of the visit: the campaign (`channel`, `track_id`), where
 * its reports go, and the visitor's address, web id and anti-forgery token (pages set no cookie),
 * all asked for as the page loads so that the tap has them at hand.
 */
export function useDownloadContext(): DownloadContext {
  const site = usePageContext();
  const search = useRetainedQuery();
  const { trackingHost, ipLookupUrl } = site.config;

  useEffect(() => {
    usageTracker(trackingHost);
    prefetchPublicIp(ipLookupUrl);
    ensureXsrfToken().catch((error: unknown) => {
      console.warn('no anti-forgery token for the ad reports', error);
    });
  }, [trackingHost, ipLookupUrl]);

  return useMemo(() => {
    const params = new URLSearchParams(search);
    return {
      channel: channelFromSearch(params),
      trackId: params.get(TRACK_ID_QUERY_PARAM),
      report: keepaliveAdReporter(() => ({
        lang: site.lang,
        mobile: site.mobile,
        url: window.location.href,
        userAgent: navigator.userAgent,
        session: userStore.session(),
        cookies: document.cookie,
      })),
      countDownload: sendDownloadCount,
      clientIp: prefetchPublicIp(ipLookupUrl),
      tracker: () => usageTracker(trackingHost),
    };
  }, [search, site, trackingHost, ipLookupUrl]);
}
