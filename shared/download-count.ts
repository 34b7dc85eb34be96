/**
 * The count of a download the browser started, sent to the site itself (not the upstream) so
 * that operators see every download by channel, including those no ad report covers: a desktop
 * download without `track_id` sends no report A.
 */
export const DOWNLOAD_COUNT_PATH = '/_download';

export const DOWNLOAD_EDITIONS = ['standard', 'amd', 'aiPc', 'mobile'] as const;

export interface DownloadCount {
  edition: (typeof DOWNLOAD_EDITIONS)[number];
  channel: string;
  /** Whether the visit came from an ad (`track_id` in the query). */
  tracked: boolean;
}
