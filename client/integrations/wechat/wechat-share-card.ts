/**
 * Sets the page's share card inside WeChat, which ignores Open Graph: loads WeChat's JS-SDK, has
 * the site sign the page's address (WECHAT_SHARE_CONFIG_PATH), configures the SDK with that
 * signature and, once it is ready, hands it the card of the page's head. After a navigation in
 * the page (the head changes) the card follows. Any failure leaves WeChat's plain card.
 */
import { WECHAT_JS_SDK_URL } from '../../../shared/third-party-scripts';
import {
  WECHAT_SHARE_CONFIG_PATH,
  WECHAT_SHARE_URL_PARAM,
  type WechatShareConfig,
} from '../../../shared/wechat-share';
import { loadScript } from '../captcha/load-script';
import { type ShareCard, shareCard } from './share-card';

/** The part of WeChat's `wx` object the site uses. */
interface WechatJsSdk {
  config(options: WechatShareConfig & { debug?: boolean; jsApiList: string[] }): void;
  ready(callback: () => void): void;
  error(callback: (result: unknown) => void): void;
  updateAppMessageShareData(card: ShareCard): void;
  updateTimelineShareData(card: Omit<ShareCard, 'desc'>): void;
}

declare global {
  interface Window {
    wx?: WechatJsSdk;
  }
}

const JS_API_LIST = ['updateAppMessageShareData', 'updateTimelineShareData'];

/** The signing route answers within WeChat's own deadline; past this the page gives up. */
const SIGNING_TIMEOUT_MS = 15_000;

/** The address as WeChat signs it: without its `#` part. */
function withoutHash(href: string): string {
  return href.split('#', 1)[0]!;
}

/**
 * iOS WeChat checks the signature against the address the page was entered at, even after the
 * page has changed its address itself (history.pushState); Android WeChat against the current one.
 */
const SIGNS_ENTRY_URL = /\b(?:iPhone|iPad|iPod)\b/;

function isShareConfig(value: unknown): value is WechatShareConfig {
  const { appId, timestamp, nonceStr, signature } = (value ?? {}) as Record<string, unknown>;
  return (
    typeof appId === 'string' &&
    typeof timestamp === 'number' &&
    typeof nonceStr === 'string' &&
    typeof signature === 'string'
  );
}

async function signature(url: string): Promise<WechatShareConfig> {
  const query = new URLSearchParams({ [WECHAT_SHARE_URL_PARAM]: url });
  const response = await fetch(`${WECHAT_SHARE_CONFIG_PATH}?${query}`, {
    credentials: 'same-origin',
    signal: AbortSignal.timeout(SIGNING_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`the share signature was refused (${response.status})`);
  const body: unknown = await response.json();
  if (!isShareConfig(body)) throw new Error('the share signature is malformed');
  return body;
}

/** `entryUrl`: the address the page was loaded at, before any navigation inside it. */
export async function shareInWechat(entryUrl: string): Promise<void> {
  const signsEntryUrl = SIGNS_ENTRY_URL.test(navigator.userAgent);
  let signedUrl: string | undefined;
  let lastCard = '';
  const update = async (wx: WechatJsSdk) => {
    const url = withoutHash(signsEntryUrl ? entryUrl : location.href);
    if (url !== signedUrl) {
      wx.config({ ...(await signature(url)), jsApiList: JS_API_LIST });
      signedUrl = url;
    }
    const card = shareCard(document, location);
    const key = JSON.stringify(card);
    if (key === lastCard) return;
    lastCard = key;
    wx.ready(() => {
      wx.updateAppMessageShareData(card);
      wx.updateTimelineShareData({ title: card.title, link: card.link, imgUrl: card.imgUrl });
    });
  };
  try {
    await loadScript(WECHAT_JS_SDK_URL);
    const { wx } = window;
    if (!wx) throw new Error('the WeChat JS-SDK did not define wx');
    wx.error((result) => console.warn('WeChat refused the share configuration', result));
    await update(wx);
    // A navigation inside the page changes its head (title, canonical, card): follow it, one
    // update at a time, once per burst of changes.
    let updates = Promise.resolve();
    let queued = false;
    new MutationObserver(() => {
      if (queued) return;
      queued = true;
      updates = updates
        .then(() => {
          queued = false;
          return update(wx);
        })
        .catch((error: unknown) => console.warn('WeChat share card not updated', error));
    }).observe(document.head, { childList: true, subtree: true, attributes: true });
  } catch (error) {
    // Shared without a card (WeChat's own: the title and the address) rather than failing.
    console.warn('WeChat share card not set', error);
  }
}
