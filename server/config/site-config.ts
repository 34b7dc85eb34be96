import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';

import { type SiteConfig, siteConfigSchema } from '../../shared/site-config-schema';
import { ConfigError } from './config-error';

export { type SiteConfig, siteConfigSchema };

/** A site config is a few KB: a file far larger is the wrong file (a log, an image, a dump). */
export const MAX_SITE_CONFIG_BYTES = 1024 * 1024;

/**
 * The text of the file, read only from a regular file and only up to the bound: a device or a FIFO
 * (`/dev/zero`, a pipe nobody writes to) would otherwise hang the start or fill the memory, while
 * reading a regular file of bounded size always ends, so it needs no deadline of its own.
 */
function readSiteConfigText(file: string): string {
  let fd: number;
  try {
    // Non-blocking, so that opening a FIFO returns at once instead of waiting for a writer.
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch {
    throw new ConfigError(`SITE_CONFIG ${file} cannot be read`);
  }
  try {
    if (!fstatSync(fd).isFile()) {
      throw new ConfigError(`SITE_CONFIG ${file} is not a regular file`);
    }
    // One byte over the bound tells a file at the bound from a larger one (or one still growing).
    const buffer = Buffer.alloc(MAX_SITE_CONFIG_BYTES + 1);
    let length = 0;
    for (;;) {
      const read = readSync(fd, buffer, length, buffer.length - length, null);
      if (read === 0) break;
      length += read;
      if (length > MAX_SITE_CONFIG_BYTES) {
        throw new ConfigError(`SITE_CONFIG ${file} is larger than ${MAX_SITE_CONFIG_BYTES} bytes`);
      }
    }
    // Editors on Windows start a UTF-8 file with a byte order mark, which JSON.parse refuses.
    return buffer.toString('utf8', 0, length).replace(/^\uFEFF/, '');
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(`SITE_CONFIG ${file} cannot be read`);
  } finally {
    closeSync(fd);
  }
}

/** Reads and validates the SITE_CONFIG file; any problem is one line naming the file and key. */
export function loadSiteConfig(file: string): SiteConfig {
  const text = readSiteConfigText(file);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ConfigError(`SITE_CONFIG ${file} is not valid JSON`);
  }
  const parsed = siteConfigSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const key = issue.path.join('.') || '(top level)';
    throw new ConfigError(`SITE_CONFIG ${file}: ${key} ${issue.message}`);
  }
  return parsed.data;
}
