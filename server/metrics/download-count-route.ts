import express, { type RequestHandler } from 'express';
import { z } from 'zod';

import { DOWNLOAD_EDITIONS } from '../../shared/download-count';
import { bodyWithinDeadline } from '../http/body-deadline';
import type { AppMetrics } from './metrics';

/** A count is a few dozen bytes; anything larger is no count of this site's. */
const MAX_BODY = '1kb';

const downloadCount = z.strictObject({
  edition: z.enum(DOWNLOAD_EDITIONS),
  channel: z.string().max(256),
  tracked: z.boolean(),
});

/**
 * `POST /_download`: the browser counts a download it started, with a beacon that outlives the
 * navigation the download causes. It changes nothing but a counter, so it asks for no
 * anti-forgery token (a beacon cannot send the header); what it records is bounded by the
 * metrics' labels. Answers 204, or 400 for anything but a count. Mounted with `app.post` at its
 * path, so no other request passes through it.
 */
export function downloadCountHandlers(metrics: AppMetrics): RequestHandler[] {
  return [
    // sendBeacon sends a string body as text/plain: read it whatever its type says.
    bodyWithinDeadline(express.text({ type: () => true, limit: MAX_BODY })),
    (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      let parsed: unknown;
      try {
        parsed = typeof req.body === 'string' ? JSON.parse(req.body) : undefined;
      } catch {
        parsed = undefined;
      }
      const count = downloadCount.safeParse(parsed);
      if (!count.success) {
        res.status(400).type('text/plain').send('Bad Request');
        return;
      }
      metrics.download(count.data);
      res.status(204).end();
    },
  ];
}
