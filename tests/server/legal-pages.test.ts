/** The standalone legal pages name the company of the running SITE_CONFIG, or the demo's. */
import path from 'node:path';

import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadSiteConfig } from '../../server/config/site-config';
import { startTestApp, type TestApp } from '../helpers/test-app';

const EXAMPLE_SITE_CONFIG = path.resolve('deploy/site-config.example.json');
const EXAMPLE_COMPANY = loadSiteConfig(EXAMPLE_SITE_CONFIG).company;

describe('legal pages with the example SITE_CONFIG', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ env: { SITE_CONFIG: EXAMPLE_SITE_CONFIG } });
  });
  afterAll(() => testApp.close());

  it.each(['/terms.html', '/privacy.html', '/douvterms.html', '/douvsubscribeterms.html'])(
    '%s names its company and contact address',
    async (file) => {
      const response = await request(testApp.app).get(file).expect(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.text).toContain(EXAMPLE_COMPANY.name);
      expect(response.text).toContain(EXAMPLE_COMPANY.contactEmail);
    },
  );

  it('keeps a partner brand on its own files', async () => {
    const response = await request(testApp.app).get('/terms-txj.html').expect(200);
    expect(response.text).not.toContain(EXAMPLE_COMPANY.name);
  });

  it('serves them precompressed, with a validator', async () => {
    const first = await request(testApp.app)
      .get('/terms.html')
      .set('Accept-Encoding', 'br')
      .expect(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    await request(testApp.app)
      .get('/terms.html')
      .set('If-None-Match', String(first.headers.etag))
      .expect(304);
  });
});

describe('legal pages without SITE_CONFIG', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  it('name the demo operator, never a deployment', async () => {
    const response = await request(testApp.app).get('/terms.html').expect(200);
    expect(response.text).not.toContain(EXAMPLE_COMPANY.name);
    expect(response.text).toContain('演示版未设联系邮箱');
  });
});
