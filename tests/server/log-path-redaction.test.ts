/**
 * A phone number or a token in a path, typed by a visitor or carried by a bad link, never reaches
 * the log: the request line and the /api proxy's line replace the segment, and route segments
 * stay readable.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { redactPath } from '../../server/logging/redact-path';
import { type RecordingLogger, recordingLogger } from '../helpers/proxy-app';
import { DESKTOP_UA, startTestApp, type TestApp } from '../helpers/test-app';

const SECRETS = [
  '13912345678',
  '139 1234 5678',
  '+86-139-1234-5678',
  '１３９１２３４５６７８',
  'tok3nAbcDefGhiJklMnoPqrStu1234',
  'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig',
];

let testApp: TestApp;
let log: RecordingLogger;
beforeAll(async () => {
  log = recordingLogger();
  testApp = await startTestApp({ logger: log });
});
afterAll(() => testApp.close());

describe('path segments in the log', () => {
  it('never writes a phone number or a token that came in a path', async () => {
    for (const secret of SECRETS) {
      const segment = encodeURIComponent(secret);
      await request(testApp.app).get(`/game-library/${segment}`).set('User-Agent', DESKTOP_UA);
      await request(testApp.app).get(`/api/visitor/${segment}/list`);
    }
    const text = JSON.stringify(log.lines);
    for (const secret of SECRETS) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain(encodeURIComponent(secret));
    }
    expect(text).toContain('/game-library/[redacted]');
    expect(text).toContain('/api/visitor/[redacted]/list');
  });

  it('keeps the segments of the site’s own routes and assets', () => {
    for (const path of [
      '/game-library/game-role-12',
      '/game-partner/chat-123456',
      '/en/m/game-library/role-Info-7',
      '/assets/index-BfX3kL9a.js',
      '/api/visitor/game/list',
      '/topup/agreement3.html',
    ]) {
      expect(redactPath(path)).toBe(path);
    }
  });
});
