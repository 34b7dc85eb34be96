import path from 'node:path';
import express, { type RequestHandler, Router } from 'express';

const ONE_YEAR_S = 365 * 24 * 60 * 60;
const ONE_HOUR_S = 60 * 60;

/**
 * Hashed build assets are immutable for a year and never fall through to a page; everything
 * else of the build (public/ files such as the legal pages) is cached for an hour.
 */
export function staticFiles(distDir: string): RequestHandler {
  const clientDir = path.join(distDir, 'client');
  const router = Router();
  router.use(
    '/assets',
    express.static(path.join(clientDir, 'assets'), {
      immutable: true,
      maxAge: ONE_YEAR_S * 1000,
      index: false,
      fallthrough: false,
    }),
  );
  router.use(
    express.static(clientDir, {
      index: false,
      maxAge: ONE_HOUR_S * 1000,
      // The SSR manifest and other build internals are not for visitors.
      dotfiles: 'ignore',
    }),
  );
  return router;
}

/** Development: public/ straight from the source tree (Vite serves the modules). */
export function publicFiles(rootDir: string): RequestHandler {
  return express.static(path.join(rootDir, 'public'), { index: false });
}
