/**
 * The footer shows the public-security filing (公安备案) of SITE_CONFIG beside the ICP number,
 * linked to its record, in both trees and every language; without one, neither line shows.
 */
import path from 'node:path';

import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadSiteConfig } from '../../server/config/site-config';
import { pagePath, siteText, TEST_LANGS } from '../helpers/account-strings';
import { attr, first, parseHtml, textOf, withAttributes } from '../helpers/html';
import { DESKTOP_UA, MOBILE_UA, startTestApp, type TestApp } from '../helpers/test-app';

const EXAMPLE_SITE_CONFIG = path.resolve('deploy/site-config.example.json');
const { company } = loadSiteConfig(EXAMPLE_SITE_CONFIG);
const filing = company.publicSecurityFiling!;

let configured: TestApp;
let demo: TestApp;
beforeAll(async () => {
  [configured, demo] = await Promise.all([
    startTestApp({ env: { SITE_CONFIG: EXAMPLE_SITE_CONFIG } }),
    startTestApp(),
  ]);
});
afterAll(async () => {
  await configured?.close();
  await demo?.close();
});

async function footer(app: TestApp, url: string, mobile: boolean) {
  const response = await request(app.app)
    .get(url)
    .set('User-Agent', mobile ? MOBILE_UA : DESKTOP_UA);
  expect(response.status, url).toBe(200);
  const found = first(parseHtml(response.text), 'footer');
  expect(found, url).toBeDefined();
  return found!;
}

describe('the public-security filing line', () => {
  it('is in the example in its standard form, linked to the filing site', () => {
    expect(filing.number).toMatch(/^[\u4e00-\u9fff]公网安备 \d{14}号$/);
    expect(new URL(filing.url).hostname).toBe('beian.mps.gov.cn');
  });

  it.each(TEST_LANGS.flatMap((lang) => [true, false].map((mobile) => [lang, mobile] as const)))(
    'shows beside the ICP number, linked, in the footer (%s, mobile %s)',
    async (lang, mobile) => {
      const url = pagePath(lang, mobile, '/about-us');
      const foot = await footer(configured, url, mobile);
      const [line] = withAttributes(foot, { class: 'site-footer__icp' });
      expect(line, url).toBeDefined();
      const links = withAttributes(line!, { target: '_blank' });
      expect(links.map((a) => attr(a, 'href'))).toEqual([company.icpUrl, filing.url]);
      expect(links.map(textOf)).toEqual([company.icpNumber, filing.number]);
      expect(attr(links[1]!, 'aria-label')).toBe(
        `${siteText(lang, 'compliance.publicSecurityLabel')} ${filing.number}`,
      );
    },
  );

  it('is not shown by the demo, which has no filing', async () => {
    const foot = await footer(demo, '/about-us', false);
    expect(textOf(foot)).not.toContain('公网安备');
    expect(withAttributes(foot, { class: 'site-footer__icp' })).toEqual([]);
  });
});
