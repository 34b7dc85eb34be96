import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { rawRequest } from '../helpers/raw-http';
import { DESKTOP_UA, type ServedTestApp, serveTestApp } from '../helpers/test-app';

let server: ServedTestApp;
beforeAll(async () => {
  server = await serveTestApp();
});
afterAll(() => server.close());

const send = (text: string) => rawRequest(server.url, text);

describe('bad input gets a 4xx or a normal page, never a 500', () => {
  it.each(['localhost:99999', 'a b', 'evil.example:0x50', '[::1', 'x@y'])(
    'serves a page for Host: %s',
    async (host) => {
      const answer = await send(
        `GET /about-us HTTP/1.1\r\nHost: ${host}\r\nUser-Agent: ${DESKTOP_UA}\r\nConnection: close\r\n\r\n`,
      );
      expect(answer.status).toBeGreaterThanOrEqual(200);
      expect(answer.status).toBeLessThan(500);
    },
  );

  it('serves an absolute-form request target as the path it names', async () => {
    const answer = await send(
      `GET http://127.0.0.1/about-us HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: ${DESKTOP_UA}\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('<html lang="zh-CN"');
  });

  it('refuses an absolute-form target of another scheme with 400', async () => {
    const answer = await send(
      `GET ftp://127.0.0.1/about-us HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.status).toBe(400);
  });

  it('answers a missing asset with a plain 404 that names no file or errno', async () => {
    const response = await request(server.app).get('/assets/x.js');
    expect(response.status).toBe(404);
    expect(response.text).toBe('404 Not Found');
    expect(response.text).not.toMatch(/ENOENT|stat|dist|\//);
  });
});

describe('Content-Security-Policy', () => {
  it('limits images and media to the site, data: and configured hosts, and reports violations', async () => {
    const response = await request(server.app).get('/about-us').set('User-Agent', DESKTOP_UA);
    const csp = response.headers['content-security-policy'] as string;
    const directive = (name: string) =>
      csp
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `));
    expect(directive('img-src')).toBe("img-src 'self' data:");
    expect(directive('media-src')).toBe("media-src 'self'");
    expect(directive('report-uri')).toBe('report-uri /csp-report');
    expect(directive('report-to')).toBe('report-to csp-endpoint');
    expect(response.headers['reporting-endpoints']).toBe('csp-endpoint="/csp-report"');
  });

  it('accepts a violation report with 204, and refuses an oversized one with 413', async () => {
    const report = {
      'csp-report': {
        'document-uri': 'http://site.test/',
        'violated-directive': 'img-src',
        'blocked-uri': 'https://evil.example/x.png',
      },
    };
    const accepted = await request(server.app)
      .post('/csp-report')
      .set('Content-Type', 'application/csp-report')
      .send(JSON.stringify(report));
    expect(accepted.status).toBe(204);
    const oversized = await request(server.app)
      .post('/csp-report')
      .set('Content-Type', 'application/reports+json')
      .send(JSON.stringify([{ body: { blockedURL: 'x'.repeat(20_000) } }]));
    expect(oversized.status).toBe(413);
    expect(oversized.text).not.toMatch(/\bat\b.*\(|node_modules/);
  });
});

describe('a refusal that leaves a body unread', () => {
  /** A write that declares 100 bytes and sends 2, then waits: the connection the server keeps. */
  const slowWrite = (headers: string) =>
    rawRequest(
      server.url,
      `POST /api/users/report_user_action HTTP/1.1\r\nHost: localhost\r\n${headers}` +
        'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"',
      // Without the close, the server would wait for the other 98 bytes until its request timeout.
      { timeoutMs: 1000 },
    );

  it('closes the connection at once after a 403 for a missing token', async () => {
    const answer = await slowWrite('');
    expect(answer.status).toBe(403);
    expect(answer.text).toMatch(/\r\nConnection: close\r\n/i);
    expect(answer.closedByServer).toBe(true);
  });

  it('keeps the connection of a refusal whose body was read whole', async () => {
    const answer = await rawRequest(
      server.url,
      'POST /api/users/report_user_action HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
      { timeoutMs: 1000 },
    );
    expect(answer.status).toBe(403);
    expect(answer.text).not.toMatch(/\r\nConnection: close\r\n/i);
  });
});
