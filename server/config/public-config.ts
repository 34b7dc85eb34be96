import type { Lang } from '../../shared/i18n/languages';
import {
  configuredPublicFacts,
  DEMO_DOWNLOAD_PATH,
  demoPublicFacts,
  type PublicFacts,
} from '../../shared/public-facts';
import type { PublicConfig } from '../../shared/render-contract';
import { buildPrefixedPath } from '../../shared/routing/prefixed-path';
import type { AppConfig } from './env';

/** Per config, language and tree, built once: the page handler asks on every request. */
const memo = new WeakMap<AppConfig, Map<string, PublicConfig>>();

/**
 * A phone cannot run a Windows installer, so the `/m` tree is not even handed one: the desktop
 * editions point at the site's own download page, which names them as a note.
 */
function withoutInstallers(facts: PublicFacts, lang: Lang): PublicFacts {
  const page = `${buildPrefixedPath({ lang, mobile: false, rest: DEMO_DOWNLOAD_PATH })}`;
  return {
    ...facts,
    downloads: {
      ...facts.downloads,
      standard: `${page}#standard`,
      amd: `${page}#amd`,
      aiPc: `${page}#aiPc`,
    },
  };
}

/** What the browser may see: the integrations and the public facts for the page's language and tree. */
export function publicConfigFor(config: AppConfig, lang: Lang, mobile: boolean): PublicConfig {
  let cached = memo.get(config);
  if (!cached) memo.set(config, (cached = new Map()));
  const key = `${lang} ${mobile ? 'm' : 'd'}`;
  let result = cached.get(key);
  if (!result) {
    const facts = config.siteConfig
      ? configuredPublicFacts(config.siteConfig)
      : demoPublicFacts(lang, mobile);
    result = { ...config.integrations, facts: mobile ? withoutInstallers(facts, lang) : facts };
    cached.set(key, result);
  }
  return result;
}
