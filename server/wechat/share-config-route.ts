import { randomBytes } from 'node:crypto';

import type { RequestHandler } from 'express';

import { WECHAT_SHARE_URL_PARAM, type WechatShareConfig } from '../../shared/wechat-share';
import { sendErrorEnvelope } from '../api-proxy/error-envelope';
import { requestOrigin } from '../request/request-origin';
import { jsSdkSignature, signedUrl } from './js-sdk-signature';

/** Longer than any page address of the site with its campaign query; longer is not one. */
export const MAX_SIGNED_URL_LENGTH = 2048;

export interface ShareConfigRouteOptions {
  appId: string;
  /** The current JS-SDK ticket; rejects when there is none now. */
  ticket: () => Promise<string>;
  /** PUBLIC_ORIGIN, else each request's own origin. */
  publicOrigin: string | undefined;
  now?: () => number;
}

/**
 * The address to sign when it is a page of this site: an http(s) URL of the site's own origin
 * (as its links name it), within the length bound. Its `#` part is not signed.
 */
function ownPageUrl(value: unknown, origin: string): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_SIGNED_URL_LENGTH) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.origin !== origin || url.username || url.password) return undefined;
  return signedUrl(value);
}

/**
 * `GET /_wechat/share-config?url=…`: the `wx.config` fields signing the page at `url`. A foreign
 * or oversized address is refused (400); no ticket now is a 503, and the page shares without a
 * card. Never cached: each answer has its own nonce and time.
 */
export function shareConfigRoute({
  appId,
  ticket,
  publicOrigin,
  now = Date.now,
}: ShareConfigRouteOptions): RequestHandler {
  return async (req, res) => {
    const url = ownPageUrl(req.query[WECHAT_SHARE_URL_PARAM], requestOrigin(req, publicOrigin));
    if (url === undefined) {
      sendErrorEnvelope(res, 400, "url must be the address of one of this site's pages");
      return;
    }
    let jsapiTicket: string;
    try {
      jsapiTicket = await ticket();
    } catch {
      // Counted and logged where the call failed; the visitor's page goes on without a card.
      sendErrorEnvelope(res, 503, 'WeChat sharing is unavailable now');
      return;
    }
    const timestamp = Math.floor(now() / 1000);
    const nonceStr = randomBytes(12).toString('base64url');
    const answer: WechatShareConfig = {
      appId,
      timestamp,
      nonceStr,
      signature: jsSdkSignature({ jsapiTicket, nonceStr, timestamp, url }),
    };
    res.setHeader('Cache-Control', 'no-store');
    res.json(answer);
  };
}
