/**
 * The desktop download of one edition, started inside the click: with the web id (5 × 500 ms at
 * most), report the conversion to the ad platform when the visitor came from an ad (`track_id`),
 * then hand the browser the installer named by channel and web id. The report leaves before the
 * browser follows the address, so the new tab or the download cannot cancel it.
 */
import type { DownloadCount } from '../../../shared/download-count';
import type { UsageTracker } from '../tracking/usage-tracking';
import { adReportAPayload, type AdReporter } from './ad-reports';
import { type DesktopEdition, installerLink } from './installer-link';
import { pollWebId, type WebIdPollOptions } from './web-id-poll';

export interface DesktopDownloadInput {
  edition: DesktopEdition;
  downloadHost: string | undefined;
  /** The edition's public address (the public facts), used without DOWNLOAD_HOST. */
  publicUrl: string;
  channel: string;
  /** The `track_id` query parameter; null when the visit did not come from an ad. */
  trackId: string | null;
  /** Null when usage tracking is off: there is no web id to wait for. */
  tracker: UsageTracker | null;
  report: AdReporter;
  /** Counts the download at the site, tracked or not. */
  countDownload: (count: DownloadCount) => void;
  /** The visitor's public address as far as it is known (empty until the lookup answers). */
  clientIp: () => string;
  userAgent: string;
  pageUrl: string;
  now?: () => number;
  poll?: WebIdPollOptions;
}

/**
 * `link`: the web id is known (or tracking is off), the report is gone, and the click may follow
 * this address at once. `pending`: the web id is still coming; the address once it has (or the
 * polls gave up), the report gone by then.
 */
export type DesktopDownloadStart = { link: string } | { pending: Promise<string> };

function finish(input: DesktopDownloadInput, webId: string): string {
  input.countDownload({
    edition: input.edition,
    channel: input.channel,
    tracked: Boolean(input.trackId),
  });
  if (input.trackId) {
    input.report.reportA(
      adReportAPayload({
        userAgent: input.userAgent,
        clientIp: input.clientIp(),
        pageUrl: input.pageUrl,
        trackId: input.trackId,
        channel: input.channel,
        webId,
        now: (input.now ?? Date.now)(),
      }),
    );
  }
  return installerLink({
    edition: input.edition,
    downloadHost: input.downloadHost,
    publicUrl: input.publicUrl,
    channel: input.channel,
    webId,
  });
}

export function startDesktopDownload(input: DesktopDownloadInput): DesktopDownloadStart {
  const tracker = input.tracker;
  const known = tracker ? tracker.webId() : '';
  if (known !== undefined) return { link: finish(input, known) };
  return {
    pending: pollWebId(() => tracker?.webId(), input.poll).then((webId) => finish(input, webId)),
  };
}
