/**
 * The site's route that signs a page's address for WeChat's JS-SDK (`wx.config`), and its answer.
 * It exists only where WeChat sharing is configured (WECHAT_APP_ID and WECHAT_APP_SECRET).
 */
export const WECHAT_SHARE_CONFIG_PATH = '/_wechat/share-config';

/** The query parameter naming the address to sign: the page's own, without its `#` part. */
export const WECHAT_SHARE_URL_PARAM = 'url';

/** What `wx.config` needs besides the list of APIs: the route's JSON answer. */
export interface WechatShareConfig {
  appId: string;
  /** Seconds since the epoch, as WeChat signs it. */
  timestamp: number;
  nonceStr: string;
  /** SHA-1, hex, of the `jsapi_ticket`, `noncestr`, `timestamp` and `url` pairs. */
  signature: string;
}
