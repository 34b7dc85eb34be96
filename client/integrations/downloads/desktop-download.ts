/**
 * The desktop download: wait for the web id (5 × 500 ms), report the
 * conversion to the ad platform when the visitor came from an ad (`track_id`), then hand the
 * browser the installer named by channel and web id.
 */
import type { ApiClient } from '../../../shared/api/client';
import type { UsageTracker } from '../tracking/usage-tracking';
import { bilibiliReportPayload, sendBilibiliReport } from './ad-reports';
import { installerLink } from './installer-link';
import { lookupPublicIp } from './ip-lookup';
import { pollWebId, type WebIdPollOptions } from './web-id-poll';

export interface DesktopDownloadInput {
  downloadHost: string | undefined;
  /** Where the standard edition is when DOWNLOAD_HOST is unset. */
  standardUrl: string;
  ipLookupUrl: string | undefined;
  channel: string;
  /** The `track_id` query parameter; null when the visit did not come from an ad. */
  trackId: string | null;
  /** Null when usage tracking is off: there is no web id to wait for. */
  tracker: UsageTracker | null;
  api: Pick<ApiClient, 'utils'>;
  userAgent: string;
  pageUrl: string;
  /** Starts the download (window.location.assign in the browser). */
  navigate: (url: string) => void;
  now?: () => number;
  poll?: WebIdPollOptions;
  lookupIp?: (url: string | undefined) => Promise<string>;
}

/** Resolves the installer address once the download has started; the ad report runs on. */
export async function startDesktopDownload(input: DesktopDownloadInput): Promise<string> {
  const tracker = input.tracker;
  const webId = tracker ? await pollWebId(() => tracker.webId(), input.poll) : '';
  if (input.trackId) {
    const trackId = input.trackId;
    const lookupIp = input.lookupIp ?? lookupPublicIp;
    const conversionTime = (input.now ?? Date.now)();
    void lookupIp(input.ipLookupUrl).then((clientIp) =>
      sendBilibiliReport(
        input.api,
        bilibiliReportPayload({
          userAgent: input.userAgent,
          clientIp,
          pageUrl: input.pageUrl,
          trackId,
          channel: input.channel,
          webId,
          now: conversionTime,
        }),
      ),
    );
  }
  const link = installerLink({
    downloadHost: input.downloadHost,
    standardUrl: input.standardUrl,
    channel: input.channel,
    webId,
  });
  input.navigate(link);
  return link;
}
