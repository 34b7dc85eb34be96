import { Router } from 'express';
import { renderSVG } from 'uqr';

import { demoSocial, SOCIAL_CHANNEL_KEYS, type SocialChannelKey } from '../../shared/public-facts';
import type { AppConfig } from '../config/env';
import { memoryFile, sendFile, type StaticFile } from '../http/static-files';

/** The SVG QR code of each channel's address, made once at start: the addresses never change. */
export function qrCodes(site: AppConfig['siteConfig']): ReadonlyMap<SocialChannelKey, string> {
  const social = site?.social ?? demoSocial();
  return new Map(SOCIAL_CHANNEL_KEYS.map((key) => [key, renderSVG(social[key].url)]));
}

/**
 * `GET /qr/<channel>.svg`: a real, scannable code of the channel's configured address, so the
 * demo never shows a placeholder picture (and a deployment may point its qrImage here too).
 * Each is compressed once, at start; any other name falls through to the plain 404 of files.
 */
export function qrRoutes(config: Pick<AppConfig, 'siteConfig'>): Router {
  const started = new Date();
  const files = new Map<string, StaticFile>(
    [...qrCodes(config.siteConfig)].map(([key, svg]) => {
      const urlPath = `/qr/${key}.svg`;
      return [urlPath, memoryFile(urlPath, Buffer.from(svg), started)];
    }),
  );
  const router = Router();
  router.get('/qr/:file', (req, res, next) => {
    const file = files.get(req.path);
    if (!file) return next();
    sendFile(req, res, file);
  });
  return router;
}
