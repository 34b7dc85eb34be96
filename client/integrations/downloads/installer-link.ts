/**
 * The desktop installer's address on DOWNLOAD_HOST, named by channel and web id
 * so that an install can be traced back to the visit and the campaign that led to it.
 */
/** Desktop installer on DOWNLOAD_HOST: `/installer/{channel}/{prefix}_{channel}[_{webId}].exe`. */
export const INSTALLER_PATH = '/installer';

export const INSTALLER_FILE_PREFIX = 'GamePartnerSetup';

export const INSTALLER_FILE_EXTENSION = '.exe';

export interface InstallerLinkInput {
  /** DOWNLOAD_HOST (an origin); unset means the standard edition's public address. */
  downloadHost: string | undefined;
  /** The standard edition's public address (the site facts), used without DOWNLOAD_HOST. */
  standardUrl: string;
  channel: string;
  /** The usage-tracking web id; empty when it never came. */
  webId: string;
}

/** Channels and web ids come from the query and a third party: keep them to safe file names. */
function fileSafe(value: string): string {
  return value.replace(/[^A-Za-z0-9_-]/g, '_');
}

export function installerLink({
  downloadHost,
  standardUrl,
  channel,
  webId,
}: InstallerLinkInput): string {
  if (!downloadHost) return standardUrl;
  const safeChannel = fileSafe(channel);
  const name = [INSTALLER_FILE_PREFIX, safeChannel, ...(webId ? [fileSafe(webId)] : [])].join('_');
  return `${downloadHost}${INSTALLER_PATH}/${safeChannel}/${name}${INSTALLER_FILE_EXTENSION}`;
}
