import { once } from 'node:events';
import http from 'node:http';

import { describe, expect, it } from 'vitest';

import { createDemoApi } from '../../../demo-api/create-demo-api';
import { startDemoApi } from '../../../demo-api/start-demo-api';
import { USER_CALL_PATHS } from '../../../shared/api/endpoints';
import { call, demoApiForThisFile } from '../../helpers/demo-api-calls';
import { listen } from '../../helpers/listen';

const demo = demoApiForThisFile();

describe('HTTP-level answers', () => {
  it('answers unknown endpoints with HTTP 404 in the envelope', async () => {
    for (const path of ['/api/nope', '/api/visitor/game/unknown', '/', '/other']) {
      const { status, body, headers } = await call(demo.url, path, { headers: { lan: 'en' } });
      expect(status).toBe(404);
      expect(headers.get('content-type')).toMatch(/application\/json/);
      expect(body).toEqual({
        error_code: 404,
        error_message: 'API endpoint not found',
        payload: null,
      });
    }
    const wrongMethod = await call(demo.url, '/api/visitor/game/list', {
      method: 'POST',
      body: {},
    });
    expect(wrongMethod.status).toBe(404);
  });

  it('answers malformed JSON with HTTP 400 in the envelope', async () => {
    const { status, body } = await call(demo.url, USER_CALL_PATHS.loginRegister, {
      rawBody: '{"phone": ',
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      error_code: 400,
      error_message: '请求体不是有效的 JSON',
      payload: null,
    });
  });

  it('answers bodies over 1 MiB with HTTP 413 in the envelope', async () => {
    const { status, body } = await call(demo.url, '/api/users/report_user_action', {
      rawBody: JSON.stringify({ action: 'x'.repeat(1024 * 1024) }),
    });
    expect(status).toBe(413);
    expect(body.error_code).toBe(413);
  });

  it('accepts /api/users/me without the trailing slash', async () => {
    const { body } = await call(demo.url, '/api/users/me');
    expect(body.error_code).toBe(41001);
  });

  it('does not advertise Express', async () => {
    const { headers } = await call(demo.url, '/api/visitor/game/list');
    expect(headers.get('x-powered-by')).toBeNull();
  });
});

describe('simulated slowness and failure', () => {
  it('waits for x-demo-delay-ms before answering', async () => {
    const started = performance.now();
    const { body } = await call(demo.url, '/api/visitor/game/list', {
      headers: { 'x-demo-delay-ms': '300' },
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(280);
    expect(body.error_code).toBe(0);
  });

  it('ignores malformed delays', async () => {
    // Held by a valid delay far longer than this test may run.
    const held = new AbortController();
    const delayed = fetch(`${demo.url}/api/visitor/game/list`, {
      headers: { 'x-demo-delay-ms': '15000' },
      signal: held.signal,
    }).then(
      () => 'answered',
      () => 'aborted',
    );
    for (const malformed of ['-5', 'soon']) {
      const { body } = await call(demo.url, '/api/visitor/game/list', {
        headers: { 'x-demo-delay-ms': malformed },
      });
      expect(body.error_code).toBe(0);
    }
    held.abort();
    expect(await delayed).toBe('aborted');
  }, 5_000);

  it('lets a client abort during the delay', async () => {
    const server = http.createServer(createDemoApi());
    const delaying = await listen(server);
    try {
      const controller = new AbortController();
      const arrived = once(server, 'request');
      const pending = fetch(`${delaying.url}/api/visitor/game/list`, {
        headers: { 'x-demo-delay-ms': '15000' },
        signal: controller.signal,
      });
      await arrived;
      controller.abort();
      await expect(pending).rejects.toThrow();
    } finally {
      await delaying.close();
    }
  });

  it('answers the HTTP status of x-demo-status in the envelope', async () => {
    const { status, body } = await call(demo.url, '/api/visitor/game/list', {
      headers: { 'x-demo-status': '503', lan: 'en' },
    });
    expect(status).toBe(503);
    expect(body).toEqual({
      error_code: 503,
      error_message: 'Simulated failure (HTTP 503)',
      payload: null,
    });
    const ignored = await call(demo.url, '/api/visitor/game/list', {
      headers: { 'x-demo-status': '200' },
    });
    expect(ignored.status).toBe(200);
  });

  it('can be turned off', async () => {
    const plain = await startDemoApi({ simulation: false });
    try {
      const { status } = await call(plain.url, '/api/visitor/game/list', {
        headers: { 'x-demo-status': '500' },
      });
      expect(status).toBe(200);
    } finally {
      await plain.close();
    }
  });
});

describe('generated images', () => {
  it('serves an SVG with initials, cacheable and script-proof', async () => {
    const response = await fetch(`${demo.url}/api/visitor/media/game/3.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="300" height="400"/);
    expect(svg).toContain('<title>League of Legends</title>');
    expect(svg).toContain('>LL</text>');
    expect(await (await fetch(`${demo.url}/api/visitor/media/game/3.svg`)).text()).toBe(svg);
  });

  it('answers 404 for unknown kinds, ids or file names', async () => {
    for (const path of [
      '/api/visitor/media/game/99.svg',
      '/api/visitor/media/poster/1.svg',
      '/api/visitor/media/game/1.png',
      '/api/visitor/media/scene/1014.svg',
    ]) {
      const { status, body } = await call(demo.url, path);
      expect(status).toBe(404);
      expect(body.error_code).toBe(404);
    }
  });
});
