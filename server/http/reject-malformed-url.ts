import type { RequestHandler } from 'express';

/** A path that does not percent-decode, or holds a NUL byte, is a 400: nothing can route it. */
export function rejectMalformedUrl(): RequestHandler {
  return (req, res, next) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(req.path);
    } catch {
      res.status(400).type('text/plain').send('Bad Request: malformed URL');
      return;
    }
    if (decoded.includes('\0')) {
      res.status(400).type('text/plain').send('Bad Request: malformed URL');
      return;
    }
    next();
  };
}
