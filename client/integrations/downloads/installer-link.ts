/**
 * A desktop edition's address, named by channel and web id so that an install can be traced back
 * to the visit and the campaign that led to it: on DOWNLOAD_HOST a file name of its own, else the
 * edition's public address with both in its query.
 */
import type { DownloadKey } from '../../../shared/public-facts';

/** The editions a computer downloads. */
export type DesktopEdition = Exclude<DownloadKey, 'mobile' | 'mobileStores'>;

/** Installers on DOWNLOAD_HOST: `/installer/{channel}/{prefix}_{channel}[_{webId}].exe`. */
export const INSTALLER_PATH = '/installer';

/** The file name each edition's installer starts with on DOWNLOAD_HOST. */
export const INSTALLER_FILE_PREFIXES: Readonly<Record<DesktopEdition, string>> = {
  standard: 'GamePartnerSetup',
  amd: 'GamePartnerSetup-AMD',
  aiPc: 'GamePartnerSetup-AIPC',
};

export const INSTALLER_FILE_EXTENSION = '.exe';

/** Where a public address carries the campaign: the query parameters' names. */
export const INSTALLER_QUERY = { channel: 'channel', webId: 'web_id' } as const;

export interface InstallerLinkInput {
  edition: DesktopEdition;
  /** DOWNLOAD_HOST (an origin); unset means the edition's public address. */
  downloadHost: string | undefined;
  /** The edition's public address (the public facts), used without DOWNLOAD_HOST. */
  publicUrl: string;
  channel: string;
  /** The usage-tracking web id; empty when it never came. */
  webId: string;
}

/** Channels and web ids come from the query and a third party: keep them to safe file names. */
function fileSafe(value: string): string {
  return value.replace(/[^A-Za-z0-9_-]/g, '_');
}

/**
 * An absolute public address with the channel and web id in its query. A path of this site (the
 * demo's stand-in page) is left as it is: it is no installer, and the page keeps the visit's query.
 */
function withCampaign(publicUrl: string, channel: string, webId: string): string {
  if (!/^https?:\/\//i.test(publicUrl)) return publicUrl;
  const url = new URL(publicUrl);
  url.searchParams.set(INSTALLER_QUERY.channel, channel);
  if (webId) url.searchParams.set(INSTALLER_QUERY.webId, webId);
  else url.searchParams.delete(INSTALLER_QUERY.webId);
  return url.href;
}

export function installerLink({
  edition,
  downloadHost,
  publicUrl,
  channel,
  webId,
}: InstallerLinkInput): string {
  if (!downloadHost) return withCampaign(publicUrl, channel, webId);
  const safeChannel = fileSafe(channel);
  const prefix = INSTALLER_FILE_PREFIXES[edition];
  const name = [prefix, safeChannel, ...(webId ? [fileSafe(webId)] : [])].join('_');
  return `${downloadHost}${INSTALLER_PATH}/${safeChannel}/${name}${INSTALLER_FILE_EXTENSION}`;
}
