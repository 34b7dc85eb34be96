import type { RequestHandler } from 'express';

const BAD_REQUEST = 'Bad Request: malformed URL';

/**
 * An absolute-form target (`GET http://host/path`, meant for proxies) is served as the path it
 * names; a target that is neither, a path that does not percent-decode, or one holding a NUL
 * byte is a 400: nothing can route it.
 */
export function rejectMalformedUrl(): RequestHandler {
  return (req, res, next) => {
    if (!req.url.startsWith('/')) {
      const target = URL.canParse(req.url) ? new URL(req.url) : undefined;
      if (!target || !['http:', 'https:'].includes(target.protocol)) {
        res.status(400).type('text/plain').send(BAD_REQUEST);
        return;
      }
      req.url = `${target.pathname}${target.search}`;
      req.originalUrl = req.url;
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(req.path);
    } catch {
      res.status(400).type('text/plain').send(BAD_REQUEST);
      return;
    }
    if (decoded.includes('\0')) {
      res.status(400).type('text/plain').send(BAD_REQUEST);
      return;
    }
    next();
  };
}
