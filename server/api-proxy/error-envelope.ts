/**
 * The envelope of every error the proxy and the anti-forgery check make themselves (contract
 * section 4): `{"error_code": <HTTP status>, "error_message": "<text>", "payload": null}`, the same
 * shape as the API's own answers so the client handles both alike.
 */
import type { Response } from 'express';

import type { ApiEnvelope } from '../../shared/api/types';

export function errorEnvelope(status: number, message: string): ApiEnvelope<null> {
  return { error_code: status, error_message: message, payload: null };
}

/**
 * Answers `status` with the envelope; never cached, since it describes this one attempt. A
 * refusal made before the request's body was read (a 403, 413 or 429) closes the connection:
 * keeping it would mean reading the rest of the body first, for as long as the client takes to
 * send it.
 */
export function sendErrorEnvelope(res: Response, status: number, message: string): void {
  res.status(status);
  res.setHeader('Cache-Control', 'no-store');
  if (!res.req.complete) res.setHeader('Connection', 'close');
  res.json(errorEnvelope(status, message));
}
