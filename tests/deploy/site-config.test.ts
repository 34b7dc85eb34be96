import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { siteConfigSchema } from '../../server/config/site-config';
import { qrImagePath, SOCIAL_CHANNEL_KEYS } from '../../shared/public-facts';
import { BASE_DIR, DEPLOY_DIR, OVERLAY_DIR } from './kustomize';

const ROOT = path.resolve(DEPLOY_DIR, '..');
const EXAMPLE = path.join(DEPLOY_DIR, 'site-config.example.json');
const files = [
  EXAMPLE,
  path.join(BASE_DIR, 'site-config.json'),
  path.join(OVERLAY_DIR, 'site-config.json'),
];

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** Problems of a SITE_CONFIG document against the server's schema, as `key: message`. */
function siteConfigProblems(json: unknown): string[] {
  const parsed = siteConfigSchema.safeParse(json);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe.each(files.map((file) => [path.relative(ROOT, file), file]))('%s', (_name, file) => {
  const json = readJson(file);

  it('is a valid SITE_CONFIG for the server', () => {
    expect(siteConfigProblems(json)).toEqual([]);
  });

  it('names a mainland ICP filing and links it to the official filing site', () => {
    const { company } = siteConfigSchema.parse(json);
    expect(company.icpNumber).toMatch(/^[\u4e00-\u9fff]ICP备\d{8,}号(-\d+)?$/);
    expect(company.icpUrl).toBe('https://beian.miit.gov.cn/');
  });

  it("shows QR images that exist: site paths are files in public/ or the site's own codes", () => {
    const { social } = siteConfigSchema.parse(json);
    const generated = new Set(SOCIAL_CHANNEL_KEYS.map(qrImagePath));
    const pagePaths = Object.values(social)
      .map((channel) => channel.qrImage)
      .filter((image) => image.startsWith('/'));
    expect(pagePaths.length).toBeGreaterThan(0);
    for (const image of pagePaths) {
      expect(generated.has(image) || existsSync(path.join(ROOT, 'public', image)), image).toBe(
        true,
      );
    }
  });
});

describe('the SITE_CONFIG files', () => {
  it('keep the base copy identical to deploy/site-config.example.json', () => {
    // kustomize reads only files inside its folder, so the base holds a copy of the example.
    expect(readFileSync(path.join(BASE_DIR, 'site-config.json'), 'utf8')).toBe(
      readFileSync(EXAMPLE, 'utf8'),
    );
  });

  it('are checked key by key: a misspelt key or a bad address is reported', () => {
    const example = readJson(EXAMPLE) as { company: Record<string, unknown> };
    const broken = {
      ...example,
      company: { ...example.company, contactEmail: 'contact at example', icpNo: 'x' },
    };
    expect(siteConfigProblems(broken)).toEqual([
      'company.contactEmail: Invalid email address',
      'company: Unrecognized key: "icpNo"',
    ]);
  });
});
