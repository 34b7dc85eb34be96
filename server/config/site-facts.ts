import type { Lang } from '../../shared/i18n/languages';
import type { PublicConfig } from '../../shared/render-contract';
import { buildSitePath } from '../../shared/routing/site-path';
import {
  configuredSiteFacts,
  DEMO_DOWNLOAD_PATH,
  demoSiteFacts,
  type SiteFacts,
} from '../../shared/site-facts';
import type { AppConfig } from './env';

/** Per config, language and tree, built once: the page handler asks on every request. */
const memo = new WeakMap<AppConfig, Map<string, PublicConfig>>();

/**
 * A phone cannot run a Windows installer, so the `/m` tree is not even handed one: the desktop
 * editions point at the site's own download page, which names them as a note.
 */
function withoutInstallers(facts: SiteFacts, lang: Lang): SiteFacts {
  const page = `${buildSitePath({ lang, mobile: false, rest: DEMO_DOWNLOAD_PATH })}`;
  return {
    ...facts,
    downloads: {
      standard: `${page}#standard`,
      amd: `${page}#amd`,
      aiPc: `${page}#aiPc`,
      mobile: facts.downloads.mobile,
    },
  };
}

/** What the browser may see: the integrations and the site facts for the page's language and tree. */
export function publicConfigFor(config: AppConfig, lang: Lang, mobile: boolean): PublicConfig {
  let cached = memo.get(config);
  if (!cached) memo.set(config, (cached = new Map()));
  const key = `${lang} ${mobile ? 'm' : 'd'}`;
  let result = cached.get(key);
  if (!result) {
    const facts = config.site ? configuredSiteFacts(config.site) : demoSiteFacts(lang, mobile);
    result = { ...config.integrations, site: mobile ? withoutInstallers(facts, lang) : facts };
    cached.set(key, result);
  }
  return result;
}
