import type { RequestHandler } from 'express';

import { percentDecoded } from '../../shared/percent-decoded';

const BAD_REQUEST = 'Bad Request: malformed URL';
const BAD_SCHEME = 'Bad Request: forwarded scheme';
/** The schemes a request can have come by; `X-Forwarded-Proto` (with TRUST_PROXY) names one. */
const REQUEST_SCHEMES = /^https?$/i;

/**
 * An absolute-form target (`GET http://host/path`, meant for proxies) is served as the path it
 * names; a target that is neither, a path that does not percent-decode, or one holding a NUL
 * byte is a 400: nothing can route it. So is a scheme other than http or https from a trusted
 * `X-Forwarded-Proto` (`javascript`): no link or cookie of the site can be made for it.
 */
export function rejectMalformedUrl(): RequestHandler {
  return (req, res, next) => {
    if (!REQUEST_SCHEMES.test(req.protocol)) {
      res.status(400).type('text/plain').send(BAD_SCHEME);
      return;
    }
    if (!req.url.startsWith('/')) {
      const target = URL.canParse(req.url) ? new URL(req.url) : undefined;
      if (!target || !['http:', 'https:'].includes(target.protocol)) {
        res.status(400).type('text/plain').send(BAD_REQUEST);
        return;
      }
      req.url = `${target.pathname}${target.search}`;
      req.originalUrl = req.url;
    }
    const decoded = percentDecoded(req.path);
    if (decoded === undefined || decoded.includes('\0')) {
      res.status(400).type('text/plain').send(BAD_REQUEST);
      return;
    }
    next();
  };
}
