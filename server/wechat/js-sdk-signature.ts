import { createHash } from 'node:crypto';

export interface SignedPage {
  jsapiTicket: string;
  nonceStr: string;
  /** Seconds since the epoch. */
  timestamp: number;
  /** The page's address; its `#` part, if any, is not signed. */
  url: string;
}

/** The address WeChat signs: the page's own, without its fragment. */
export function signedUrl(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}

/**
 * The `wx.config` signature by WeChat's rule: the four pairs in the order of their names
 * (`jsapi_ticket`, `noncestr`, `timestamp`, `url`), joined with `&`, values as they are (not
 * URL-encoded), hashed with SHA-1 and written in lower-case hex.
 */
export function jsSdkSignature({ jsapiTicket, nonceStr, timestamp, url }: SignedPage): string {
  const text = `jsapi_ticket=${jsapiTicket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${signedUrl(url)}`;
  return createHash('sha1').update(text).digest('hex');
}
