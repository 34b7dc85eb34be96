/**
 * The generative-AI service filing (生成式人工智能服务备案) of SITE_CONFIG shows in the footer
 * beside the ICP number, in both trees and every language; without it, it does not.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadSiteConfig } from '../../server/config/site-config';
import { siteConfigSchema } from '../../shared/site-config-schema';
import { pagePath, siteText, TEST_LANGS } from '../helpers/account-strings';
import { first, parseHtml, textOf, withAttributes } from '../helpers/html';
import { DESKTOP_UA, MOBILE_UA, startTestApp, type TestApp } from '../helpers/test-app';

const EXAMPLE_SITE_CONFIG = path.resolve('deploy/site-config.example.json');
const example = loadSiteConfig(EXAMPLE_SITE_CONFIG);
const aiFiling = example.company.aiServiceFiling!;

let configDir: string;
let withFiling: TestApp;
let withoutFiling: TestApp;
beforeAll(async () => {
  configDir = await mkdtemp(path.join(tmpdir(), 'ai-service-filing-'));
  const without = path.join(configDir, 'without.json');
  // JSON leaves an undefined key out.
  const company = { ...example.company, aiServiceFiling: undefined };
  await writeFile(without, JSON.stringify({ ...example, company }));
  [withFiling, withoutFiling] = await Promise.all([
    startTestApp({ env: { SITE_CONFIG: EXAMPLE_SITE_CONFIG } }),
    startTestApp({ env: { SITE_CONFIG: without } }),
  ]);
});
afterAll(async () => {
  await withFiling?.close();
  await withoutFiling?.close();
  if (configDir) await rm(configDir, { recursive: true, force: true });
});

async function icpLine(app: TestApp, url: string, mobile: boolean) {
  const response = await request(app.app)
    .get(url)
    .set('User-Agent', mobile ? MOBILE_UA : DESKTOP_UA);
  expect(response.status, url).toBe(200);
  const footer = first(parseHtml(response.text), 'footer');
  const [line] = withAttributes(footer!, { class: 'site-footer__icp' });
  expect(line, url).toBeDefined();
  return line!;
}

const PAGES = TEST_LANGS.flatMap((lang) => [true, false].map((mobile) => [lang, mobile] as const));

describe('the generative-AI service filing line', () => {
  it.each(PAGES)(
    'shows beside the ICP number, named for screen readers (%s, mobile %s)',
    async (lang, mobile) => {
      const line = await icpLine(withFiling, pagePath(lang, mobile, '/'), mobile);
      const [filing] = withAttributes(line, { class: 'site-footer__ai-filing' });
      expect(filing).toBeDefined();
      expect(textOf(filing!)).toBe(
        `${siteText(lang, 'compliance.aiServiceFilingLabel')} ${aiFiling}`,
      );
      expect(textOf(line)).toContain(example.company.icpNumber);
    },
  );

  it.each(PAGES)('is not shown without one (%s, mobile %s)', async (lang, mobile) => {
    const line = await icpLine(withoutFiling, pagePath(lang, mobile, '/about-us'), mobile);
    expect(withAttributes(line, { class: 'site-footer__ai-filing' })).toEqual([]);
    expect(textOf(line)).not.toContain('网信');
  });

  it('is checked loosely: any wording, not empty, not past 100 characters', () => {
    const withValue = (aiServiceFiling: string) =>
      siteConfigSchema.safeParse({ ...example, company: { ...example.company, aiServiceFiling } })
        .success;
    expect(withValue('网信算备 110108123456701230011号')).toBe(true);
    expect(withValue('Beijing-GamePartner-20240101')).toBe(true);
    expect(withValue('  ')).toBe(false);
    expect(withValue('号'.repeat(101))).toBe(false);
  });
});
