import { Router } from 'express';

/**
 * IndexNow's rule for a key: 8 to 128 letters, digits and dashes. The search engines fetch it back
 * from the site to prove the pushes come from its owner.
 */
export const INDEXNOW_KEY = /^[A-Za-z0-9-]{8,128}$/;

export function isIndexNowKey(value: string): boolean {
  return INDEXNOW_KEY.test(value);
}

/** Where IndexNow looks for the key by default: `/<key>.txt` at the site's root. */
export function indexNowKeyPath(key: string): string {
  return `/${key}.txt`;
}

/**
 * `GET /<key>.txt`: the key as plain text, for the engines that check it. Only that one path is
 * served; without a key (or at any other `.txt`) the request goes on, to the 404 as before.
 */
export function indexNowKeyRoute(key: string | undefined): Router {
  const router = Router();
  if (key === undefined) return router;
  router.get(indexNowKeyPath(key), (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=86400').send(key);
  });
  return router;
}
