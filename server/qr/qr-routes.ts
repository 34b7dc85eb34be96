import { Router } from 'express';
import { renderSVG } from 'uqr';

import { APP_QR_PREFIX } from '../../shared/app-qr';
import {
  demoSocial,
  qrImagePath,
  SOCIAL_CHANNEL_KEYS,
  type SocialChannelKey,
} from '../../shared/public-facts';
import type { AppConfig } from '../config/env';
import { memoryFile, sendFile, type StaticFile } from '../http/static-files';
import { appQrRoute } from './app-qr-route';
import { renderQrPng } from './qr-png';

/** The address each channel's code shows: the SITE_CONFIG's, else the platform's own page. */
function channelUrls(site: AppConfig['siteConfig']): ReadonlyMap<SocialChannelKey, string> {
  const social = site?.social ?? demoSocial();
  return new Map(SOCIAL_CHANNEL_KEYS.map((key) => [key, social[key].url]));
}

/**
 * `GET /qr/<channel>.png` (what the pages show) and `/qr/<channel>.svg`: a real, scannable code
 * of the channel's configured address, so the demo never shows a placeholder picture (and a
 * deployment may point its qrImage here too). Each is made once, at start: the addresses never
 * change. Any other name falls through to the plain 404 of files. `/qr/app/…` is the phone app's
 * code, made per visitor address (app-qr-route.ts).
 */
export function qrRoutes(config: Pick<AppConfig, 'siteConfig' | 'publicOrigin'>): Router {
  const started = new Date();
  const files = new Map<string, StaticFile>();
  for (const [key, url] of channelUrls(config.siteConfig)) {
    const png = qrImagePath(key);
    files.set(png, memoryFile(png, renderQrPng(url), started, { compress: false }));
    const svg = `/qr/${key}.svg`;
    files.set(svg, memoryFile(svg, Buffer.from(renderSVG(url)), started));
  }
  const router = Router();
  router.get(`${APP_QR_PREFIX}:file`, appQrRoute(config.publicOrigin));
  router.get('/qr/:file', (req, res, next) => {
    const file = files.get(req.path);
    if (!file) return next();
    sendFile(req, res, file);
  });
  return router;
}
