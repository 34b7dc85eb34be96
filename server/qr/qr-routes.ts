import { Router } from 'express';
import { renderSVG } from 'uqr';

import { demoSocial, SOCIAL_CHANNEL_KEYS, type SocialChannelKey } from '../../shared/public-facts';
import type { AppConfig } from '../config/env';

const ONE_DAY_S = 24 * 60 * 60;

/** The SVG QR code of each channel's address, made once at start: the addresses never change. */
export function qrCodes(site: AppConfig['siteConfig']): ReadonlyMap<SocialChannelKey, string> {
  const social = site?.social ?? demoSocial();
  return new Map(SOCIAL_CHANNEL_KEYS.map((key) => [key, renderSVG(social[key].url)]));
}

/**
 * `GET /qr/<channel>.svg`: a real, scannable code of the channel's configured address, so the
 * demo never shows a placeholder picture (and a deployment may point its qrImage here too).
 */
export function qrRoutes(config: Pick<AppConfig, 'siteConfig'>): Router {
  const codes = qrCodes(config.siteConfig);
  const router = Router();
  router.get('/qr/:file', (req, res, next) => {
    const key = /^(\w+)\.svg$/.exec(req.params.file)?.[1];
    const svg = key ? codes.get(key as SocialChannelKey) : undefined;
    if (!svg) return next();
    res.type('image/svg+xml').set('Cache-Control', `public, max-age=${ONE_DAY_S}`).send(svg);
  });
  return router;
}
