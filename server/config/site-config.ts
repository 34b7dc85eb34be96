import { readFileSync } from 'node:fs';

import { type SiteConfig, siteConfigSchema } from '../../shared/site-config-schema';
import { ConfigError } from './config-error';

export { type SiteConfig, siteConfigSchema };

/** Reads and validates the SITE_CONFIG file; any problem is one line naming the file and key. */
export function loadSiteConfig(file: string): SiteConfig {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    const reason = error instanceof SyntaxError ? 'is not valid JSON' : 'cannot be read';
    throw new ConfigError(`SITE_CONFIG ${file} ${reason}`);
  }
  const parsed = siteConfigSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const key = issue.path.join('.') || '(top level)';
    throw new ConfigError(`SITE_CONFIG ${file}: ${key} ${issue.message}`);
  }
  return parsed.data;
}
