/**
 * The standalone legal pages (`/terms.html` and its siblings), rendered once at start-up from
 * the company facts of the running SITE_CONFIG (the demo operator without one) and served from
 * memory, precompressed, like the build's static files. The config the pods run with is the one
 * source of truth: nothing generated from another copy of it can go stale or name the demo.
 */
import type { RequestHandler } from 'express';

import type { StaticLegalPagesFunction } from '../../shared/render-contract';
import type { AppConfig } from '../config/env';
import { memoryFile, sendFile, type StaticFile } from '../http/static-files';

/**
 * Serves the legal pages rendered for this process's SITE_CONFIG by `render` (the render entry's
 * export); everything else passes on.
 */
export function legalPages(config: AppConfig, render: StaticLegalPagesFunction): RequestHandler {
  const startedAt = new Date();
  // Revalidated on every use (html), so a new SITE_CONFIG shows at once.
  const served = new Map<string, StaticFile>(
    render(config.siteConfig, config.publicOrigin).map(({ file, html }) => [
      `/${file}`,
      memoryFile(`/${file}`, Buffer.from(html), startedAt),
    ]),
  );
  return (req, res, next) => {
    const file = req.method === 'GET' || req.method === 'HEAD' ? served.get(req.path) : undefined;
    if (file) sendFile(req, res, file);
    else next();
  };
}
