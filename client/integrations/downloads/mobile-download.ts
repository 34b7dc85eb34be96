/**
 * The mobile download, all of it inside the tap: ad report variant B leaves first (its answer
 * ignored), the usage tracker records `download_mobile` in `official_website_events`, then the
 * install/wake-up SDK opens or installs the app (iOS and in-app browsers allow that only within
 * the gesture), or, without the SDK, the tap follows the link to the public download page. In an
 * in-app browser that blocks downloads nothing is sent: the visitor gets the guide to the
 * system browser, where the download (and its report) happens. A stand-in page of the site (the
 * demo's) is followed with nothing sent: there is no download to attribute.
 */
import type { DownloadCount } from '../../../shared/download-count';
import { downloadBlockingInAppBrowser } from '../../../shared/in-app-browsers';
import type { UsageTracker } from '../tracking/usage-tracking';
import { adReportBPayload, type AdReporter } from './ad-reports';
import { MOBILE_DOWNLOAD_EVENT, MOBILE_DOWNLOAD_EVENT_GROUP } from './download-constants';
import type { InstallSdk } from './install-sdk';

export interface MobileDownloadInput {
  /** The SDK if it is on and ready (loaded before the tap). */
  sdk: InstallSdk | null;
  tracker: UsageTracker | null;
  report: AdReporter;
  /** Counts the download at the site. */
  countDownload: (count: DownloadCount) => void;
  /** The visitor's public address as far as it is known (empty until the lookup answers). */
  clientIp: () => string;
  channel: string;
  /** Whether the visit came from an ad (`track_id` in the query). */
  tracked: boolean;
  userAgent: string;
  /** The address is a page of this site standing in for the app (the demo): no download. */
  standIn?: boolean;
}

/** `guide`: show the open-in-browser guide and stay; `woken`: the SDK took over; `link`: follow it. */
export type MobileDownloadOutcome = 'guide' | 'woken' | 'link';

export function startMobileDownload(input: MobileDownloadInput): MobileDownloadOutcome {
  if (downloadBlockingInAppBrowser(input.userAgent)) return 'guide';
  if (input.standIn) return 'link';
  input.countDownload({ edition: 'mobile', channel: input.channel, tracked: input.tracked });
  input.report.reportB(
    adReportBPayload({
      userAgent: input.userAgent,
      clientIp: input.clientIp(),
      channel: input.channel,
    }),
  );
  input.tracker?.event(MOBILE_DOWNLOAD_EVENT, { event_group: MOBILE_DOWNLOAD_EVENT_GROUP });
  if (!input.sdk) return 'link';
  input.sdk.wakeupOrInstall();
  return 'woken';
}
