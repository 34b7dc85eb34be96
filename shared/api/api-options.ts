import type { Lang } from '../i18n/languages';
import type { ApiClientOptions } from './client';
import { channelFromSearch, platformSourceFor } from './headers';

/**
 * The API client options that follow from the page: its language (`lan`), its tree
 * (`platform-source`) and the acquisition channel of its URL. The server and the browser both
 * derive them here, so a page's calls look the same from either side. `pageUrl` is the page's
 * path and query (the request target), or its whole address.
 */
export function apiOptionsFor(
  site: { lang: Lang; mobile: boolean },
  pageUrl: string,
): Pick<ApiClientOptions, 'lang' | 'platformSource' | 'channel'> {
  // Only the query matters, and a request path such as `//` is no valid relative URL.
  const queryStart = pageUrl.search(/[?#]/);
  const search =
    queryStart === -1 || pageUrl[queryStart] === '#'
      ? ''
      : pageUrl.slice(queryStart).split('#')[0]!;
  return {
    lang: site.lang,
    platformSource: platformSourceFor(site.mobile),
    channel: channelFromSearch(search),
  };
}
