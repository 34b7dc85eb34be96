import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { createApp } from '../../server/app';
import { createHttpServer } from '../../server/http/create-http-server';
import { loadConfig } from '../../server/config/env';
import { startDemoApi } from '../../demo-api/start-demo-api';
import { silentLogger } from '../../server/logging/logger';

export const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
export const MOBILE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
export const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
export const TABLET_UA =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

export interface TestApp {
  app: Express;
  /** Origin of the upstream the app talks to. */
  upstreamUrl: string;
  close(): Promise<void>;
}

/**
 * The production app (built bundle, demo API as upstream unless one is given), exactly as
 * `npm start` assembles it, for supertest.
 */
export async function startTestApp(
  options: { env?: Record<string, string>; upstreamUrl?: string } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'production',
    CSRF_SECRET: 'test-secret-0123456789',
    // The build under test: parallel runs may each build into their own folder.
    DIST_DIR: process.env.DIST_DIR,
    ...options.env,
  });
  const demo = options.upstreamUrl ? undefined : await startDemoApi();
  const upstreamUrl = options.upstreamUrl ?? demo!.url;
  const { app, close } = await createApp({ config, upstreamUrl, logger: silentLogger });
  return {
    app,
    upstreamUrl,
    close: async () => {
      await close();
      await demo?.close();
    },
  };
}

/** The same app listening on a loopback port, for browsers and raw HTTP clients. */
export async function listen(
  app: Express,
): Promise<{ url: string; server: Server; close(): Promise<void> }> {
  const server = createHttpServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
