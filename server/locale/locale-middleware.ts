import type { IncomingMessage } from 'node:http';

import type { RequestHandler } from 'express';

import { DEFAULT_LANG } from '../../shared/i18n/languages';
import { buildPrefixedPath } from '../../shared/routing/prefixed-path';
import { treeOfDevice } from '../device/device-guard';
import { requestHeader } from '../http/request-header';
import { redirectWithinSite } from '../http/site-redirect';
import { pageRequestOf } from '../request/request-context';
import { edgeLanguage, LANGUAGE_PREFERENCE_HEADER } from './edge-language';
import { rootPathLanguage } from './language-detector';

/** The two unprefixed root paths, whose language the visitor's preference decides. */
export function isUnprefixedRoot(path: string): boolean {
  return path === '/' || path === '/m' || path === '/m/';
}

/** What a root path's language is decided by: the edge's preference, else the visitor's own. */
export function rootLanguageVary(req: IncomingMessage): string {
  return edgeLanguage(requestHeader(req, LANGUAGE_PREFERENCE_HEADER))
    ? LANGUAGE_PREFERENCE_HEADER
    : 'Accept-Language, Cookie';
}

/**
 * The root-path redirect, by the language preference an edge in front computed, else by the
 * `locale` cookie and Accept-Language, into the device's tree; the answer names in `Vary` what it
 * was decided by. Pages set no cookie (any shared cache may keep them): the browser writes
 * `locale` itself once the page has loaded.
 */
export function localeMiddleware(): RequestHandler {
  return (req, res, next) => {
    if (isUnprefixedRoot(req.path)) {
      res.vary(rootLanguageVary(req));
      const preferred = rootPathLanguage(req, res);
      if (preferred !== DEFAULT_LANG) {
        // Straight to the device's tree too: a phone on `/` with English goes to `/en/m` in one
        // redirect, not two (each costs a slow network a round trip).
        const pageRequest = pageRequestOf(res);
        const mobile = treeOfDevice(res, pageRequest);
        redirectWithinSite(
          res,
          buildPrefixedPath({ ...pageRequest, lang: preferred, mobile }),
          req.originalUrl,
        );
        return;
      }
    }
    next();
  };
}
