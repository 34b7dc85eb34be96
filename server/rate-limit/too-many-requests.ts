import type { Request, Response } from 'express';

import { sendErrorEnvelope } from '../api-proxy/error-envelope';
import { tooManyRequestsMessage, visitorLang } from './limit-message';

export const TOO_MANY_REQUESTS = 429;

/** 429 in the API's envelope, with `Retry-After` and a message in the visitor's language. */
export function sendTooManyRequests(req: Request, res: Response, retryAfterSeconds: number): void {
  res.setHeader('Retry-After', String(retryAfterSeconds));
  sendErrorEnvelope(
    res,
    TOO_MANY_REQUESTS,
    tooManyRequestsMessage(visitorLang(req, res), retryAfterSeconds),
  );
}
