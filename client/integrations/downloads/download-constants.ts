/** The download flow: waiting for the usage-tracking id, and the install SDK's event. */

/** The desktop download waits for the usage-tracking web id: 5 polls, 500 ms apart. */
export const DOWNLOAD_ID_POLL_TRIES = 5;
export const DOWNLOAD_ID_POLL_INTERVAL_MS = 500;

/** The event the install SDK reports on a phone download, and its group. */
export const MOBILE_DOWNLOAD_EVENT = 'download_mobile';
export const MOBILE_DOWNLOAD_EVENT_GROUP = 'official_website_events';
