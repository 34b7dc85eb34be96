import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { BUILD_MANIFEST_PATH } from '../../shared/spec-constants';

const target = process.env.SMOKE_URL;
const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126 Safari/537.36';
const MOBILE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148';

describe.skipIf(!target)(`deployment at ${target}`, () => {
  const site = () => request(target!);

  it('is alive and ready', async () => {
    await site().get('/healthz').expect(200, { status: 'ok' });
    await site().get('/readyz').expect(200);
  });

  it('serves the home page in both trees', async () => {
    const desktop = await site().get('/').set('User-Agent', DESKTOP_UA).set('Cookie', 'locale=zh');
    expect(desktop.status).toBe(200);
    expect(desktop.text).toContain('<html lang="zh-CN"');
    expect(desktop.headers['content-security-policy']).toMatch(/'nonce-/);
    const mobile = await site().get('/').set('User-Agent', MOBILE_UA).set('Cookie', 'locale=zh');
    expect(mobile.status).toBe(302);
    expect(mobile.headers.location).toBe('/m');
  });

  it('serves its assets, legal pages and build manifest', async () => {
    const home = await site().get('/about-us').set('User-Agent', DESKTOP_UA);
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(home.text)?.[1];
    expect(asset).toBeTruthy();
    const script = await site().get(asset!);
    expect(script.status).toBe(200);
    expect(script.headers['cache-control']).toContain('immutable');
    await site().get('/terms.html').expect(200).expect('Content-Type', /html/);
    const build = await site().get(BUILD_MANIFEST_PATH).expect(200);
    expect(typeof build.body.id).toBe('string');
  });

  it('answers 404 for an unknown page', async () => {
    const response = await site().get('/smoke-test-no-such-page').set('User-Agent', DESKTOP_UA);
    expect(response.status).toBe(404);
    expect(response.text).toContain('Page not found: /smoke-test-no-such-page');
  });

  it('proxies the API and refuses forged writes', async () => {
    const list = await site().get('/api/visitor/game/list').expect(200);
    expect(list.body.error_code).toBe(0);
    const forged = await site().post('/api/users/report_user_action').send({ action: 'smoke' });
    expect(forged.status).toBe(403);
    expect(forged.body.error_code).toBe(403);
  });
});
