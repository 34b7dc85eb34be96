import type { RequestHandler } from 'express';
import { LRUCache } from 'lru-cache';

import {
  APP_QR_MAX_ADDRESS,
  APP_QR_PREFIX,
  appQrAddress,
  MOBILE_DOWNLOAD_PATHS,
} from '../../shared/app-qr';
import { memoryFile, sendFile, type StaticFile } from '../http/static-files';
import { requestOrigin } from '../request/request-origin';
import { renderQrPng } from './qr-png';

/** Codes made lately: a campaign's visitors without a track id share one. */
const KEPT_CODES = 256;

/**
 * Whether a code of `address` may be made here: only of this site's own mobile download pages,
 * so that the site never serves a code leading somewhere else.
 */
function acceptable(address: string, origin: string): boolean {
  if (address.length > APP_QR_MAX_ADDRESS) return false;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  return url.origin === origin && MOBILE_DOWNLOAD_PATHS.has(url.pathname) && url.hash === '';
}

/**
 * `GET /qr/app/<address>.png`: the code of the phone app's download page with a visitor's query,
 * the address as the browser made it (shared/app-qr.ts). Anything else falls through to the plain
 * 404 of files.
 */
export function appQrRoute(publicOrigin: string | undefined): RequestHandler {
  const started = new Date();
  const kept = new LRUCache<string, StaticFile>({ max: KEPT_CODES });
  return (req, res, next) => {
    if (!req.path.startsWith(APP_QR_PREFIX)) return next();
    const address = appQrAddress(req.path);
    if (address === null || !acceptable(address, requestOrigin(req, publicOrigin))) return next();
    let file = kept.get(address);
    if (!file) {
      file = memoryFile(req.path, renderQrPng(address), started, { compress: false });
      kept.set(address, file);
    }
    sendFile(req, res, file);
  };
}
