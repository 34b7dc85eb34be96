import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoApi } from '../../server/demo-api/start-demo-api';
import { startRelayUpstream, type RelayUpstream } from '../helpers/relay-upstream';
import { DESKTOP_UA, listen, startTestApp, type TestApp } from '../helpers/test-app';

const SLOW_MS = 1500;

let demo: Awaited<ReturnType<typeof startDemoApi>>;
let relay: RelayUpstream;
let testApp: TestApp;
let server: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  demo = await startDemoApi();
  relay = await startRelayUpstream(demo.url, {
    path: /\/api\/visitor\/web\/index\/characters/,
    ms: SLOW_MS,
  });
  testApp = await startTestApp({ upstreamUrl: relay.url });
  server = await listen(testApp.app);
});
afterAll(async () => {
  await server.close();
  await testApp.close();
  await relay.close();
  await demo.close();
});

interface Chunk {
  at: number;
  text: string;
}

function fetchChunks(url: string, userAgent: string): Promise<{ status: number; chunks: Chunk[] }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'User-Agent': userAgent, Cookie: 'locale=zh' } }, (res) => {
        const chunks: Chunk[] = [];
        res.setEncoding('utf8');
        res.on('data', (text: string) => chunks.push({ at: Date.now() - started, text }));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, chunks }));
      })
      .on('error', reject);
  });
}

describe('streaming SSR', () => {
  it('sends the shell of the home page before its slow data arrives', async () => {
    const { status, chunks } = await fetchChunks(`${server.url}/`, DESKTOP_UA);
    expect(status).toBe(200);
    const first = chunks[0]!;
    // The shell: document head, header and heading, sent long before the slow call returns.
    expect(first.at).toBeLessThan(SLOW_MS);
    expect(first.text).toContain('<head>');
    expect(first.text).toContain('site-header');
    expect(first.text).toContain('<h1');
    expect(first.text).toContain('loading-state');
    expect(first.text).not.toContain('home-characters');
    // The data comes later in the same response, with the JSON the browser hydrates from.
    const rest = chunks.slice(1);
    const withData = rest.find((chunk) => chunk.text.includes('home-characters'));
    expect(withData).toBeDefined();
    expect(withData!.at).toBeGreaterThanOrEqual(SLOW_MS - 50);
    expect(rest.map((chunk) => chunk.text).join('')).toContain('id="deferred:');
  });

  it('gives crawlers the complete document in one go', async () => {
    const { status, chunks } = await fetchChunks(
      `${server.url}/`,
      'Mozilla/5.0 (compatible; Googlebot/2.1)',
    );
    expect(status).toBe(200);
    expect(chunks[0]!.at).toBeGreaterThanOrEqual(SLOW_MS - 50);
    const html = chunks.map((chunk) => chunk.text).join('');
    expect(html).toContain('home-characters');
  });
});
