/**
 * The in-app browsers (of chat, video and social apps) that block file and app-store downloads,
 * told apart by the User-Agent their web views send. Campaign and shared links open inside
 * them, so the mobile download shows a guide to the system browser there instead of a link that
 * does nothing. A build of the same app that does download (WeChat on a computer) is let through.
 */

export interface InAppBrowser {
  /** The app, for logs and tests. */
  name: string;
  /** What its web view adds to the User-Agent. */
  marker: RegExp;
  /** Builds of that app whose browser downloads: not blocked. */
  downloadsIn?: RegExp;
}

export const DOWNLOAD_BLOCKING_IN_APP_BROWSERS: readonly InAppBrowser[] = [
  {
    name: 'WeChat',
    marker: /\bMicroMessenger\//i,
    downloadsIn: /\b(?:WindowsWechat|MacWechat)\b/i,
  },
  // `QQ/8.9.80` is the QQ app; QQ Browser (`MQQBrowser/`) is a browser of its own and downloads.
  { name: 'QQ', marker: /(?:^|\s)QQ\/\d/ },
  { name: 'Douyin', marker: /\baweme(?:_|\/)/i },
  { name: 'Bilibili', marker: /\bBiliApp\//i },
  { name: 'Weibo', marker: /__weibo__|\bWeibo \(/i },
];

/** The in-app browser of `userAgent` that blocks downloads, or undefined (downloads work). */
export function downloadBlockingInAppBrowser(userAgent: string): InAppBrowser | undefined {
  return DOWNLOAD_BLOCKING_IN_APP_BROWSERS.find(
    ({ marker, downloadsIn }) => marker.test(userAgent) && !downloadsIn?.test(userAgent),
  );
}
