import type { Response } from 'express';

import { languageInstances } from '../../shared/i18n/language-instances';
import { plainPage } from '../../shared/plain-pages';
import { NOT_KEPT } from './shared-cache-headers';

/** The answer when more pages are being made than the site takes on at once. */
const BUSY_PAGE = plainPage(languageInstances, 'busy');

/** 503 with Retry-After, unless the response has already begun. */
export function sendBusy(res: Response, retryAfterSeconds: number): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res
    .status(503)
    .set('Retry-After', String(retryAfterSeconds))
    .set('Cache-Control', NOT_KEPT)
    .type('html')
    .send(BUSY_PAGE);
}
