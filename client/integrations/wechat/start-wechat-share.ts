import { DOWNLOAD_BLOCKING_IN_APP_BROWSERS } from '../../../shared/in-app-browsers';

/** WeChat's in-app browser, told by the marker the in-app browser list keeps (desktop WeChat too). */
const WECHAT_MARKER = DOWNLOAD_BLOCKING_IN_APP_BROWSERS.find(
  ({ name }) => name === 'WeChat',
)!.marker;

export function inWechat(userAgent: string): boolean {
  return WECHAT_MARKER.test(userAgent);
}

let started = false;

/**
 * Inside WeChat, where sharing is configured, loads the module that sets the page's share card;
 * elsewhere nothing is fetched. The page's HTML is the same for every visitor: the browser
 * decides, after hydration.
 */
export function startWechatShare(): void {
  if (started || !inWechat(navigator.userAgent)) return;
  started = true;
  // Read now: iOS WeChat signs the address the page was entered at (a click may follow soon).
  const entryUrl = location.href;
  // Its own chunk, fetched only inside WeChat.
  void import('./wechat-share-card').then(
    ({ shareInWechat }) => shareInWechat(entryUrl),
    (error: unknown) => console.warn('WeChat sharing failed to load', error),
  );
}
