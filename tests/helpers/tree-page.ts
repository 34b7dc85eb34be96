import type { RequestListener } from 'node:http';

import request from 'supertest';

import type { Lang } from '../../shared/i18n/languages';
import { pathPrefix } from '../../shared/routing/prefixed-path';
import { DESKTOP_UA, MOBILE_UA } from './test-app';

/**
 * A page of one language and tree as a returning visitor asks for it (that tree's User-Agent,
 * the language's `locale` cookie): its path with the prefix, and the pending request.
 */
export function requestTreePage(app: RequestListener, lang: Lang, mobile: boolean, route: string) {
  const prefix = pathPrefix(lang, mobile);
  const path = route === '/' ? prefix || '/' : `${prefix}${route}`;
  const answer = request(app)
    .get(path)
    .set('User-Agent', mobile ? MOBILE_UA : DESKTOP_UA)
    .set('Cookie', `locale=${lang}`);
  return { path, answer };
}
