/**
 * The mobile download: the install/wake-up SDK opens or installs the app, the
 * usage tracker records `download_mobile` in `official_website_events`, and ad report variant B
 * goes out, its answer ignored. Without the SDK the visitor gets the public download page.
 */
import type { ApiClient } from '../../../shared/api/client';
import { MOBILE_DOWNLOAD_EVENT, MOBILE_DOWNLOAD_EVENT_GROUP } from '../../../shared/spec-constants';
import type { UsageTracker } from '../tracking/usage-tracking';
import { huobanReportPayload, sendHuobanReport } from './ad-reports';
import type { InstallSdk } from './install-sdk';
import { lookupPublicIp } from './ip-lookup';

export interface MobileDownloadInput {
  /** The SDK if it is on and ready (loaded before the click). */
  sdk: InstallSdk | null;
  /** The public download page for phones (the site facts), when the SDK is off. */
  mobileUrl: string;
  tracker: UsageTracker | null;
  api: Pick<ApiClient, 'utils'>;
  ipLookupUrl: string | undefined;
  channel: string;
  userAgent: string;
  navigate: (url: string) => void;
  lookupIp?: (url: string | undefined) => Promise<string>;
}

/** Call inside the click: the wake-up must happen in the visitor's gesture. */
export async function startMobileDownload(input: MobileDownloadInput): Promise<void> {
  if (input.sdk) input.sdk.wakeupOrInstall();
  else input.navigate(input.mobileUrl);
  input.tracker?.event(MOBILE_DOWNLOAD_EVENT, { event_group: MOBILE_DOWNLOAD_EVENT_GROUP });
  const clientIp = await (input.lookupIp ?? lookupPublicIp)(input.ipLookupUrl);
  await sendHuobanReport(
    input.api,
    huobanReportPayload({ userAgent: input.userAgent, clientIp, channel: input.channel }),
  );
}
