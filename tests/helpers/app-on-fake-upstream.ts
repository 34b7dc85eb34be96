/**
 * The whole production app (createApp) in front of a recording upstream on loopback, with the
 * anti-forgery credentials a visitor holds after the token route: for tests of what reaches the
 * upstream and what the site answers itself.
 */
import { XSRF_TOKEN_PATH } from '../../shared/spec-constants';
import { listen } from './listen';
import { type RecordingLogger, recordingLogger } from './proxy-app';
import { startTestApp } from './test-app';
import { type FakeUpstream, startFakeUpstream } from './upstreams';
import { credentialsFrom, type VisitorCredentials } from './visitor-cookies';

export interface AppOnFakeUpstream {
  url: string;
  upstream: FakeUpstream;
  visitor: VisitorCredentials;
  logger: RecordingLogger;
  close(): Promise<void>;
}

export async function startAppOnFakeUpstream(
  options: { env?: Record<string, string>; upstream?: FakeUpstream } = {},
): Promise<AppOnFakeUpstream> {
  const upstream = options.upstream ?? (await startFakeUpstream());
  const logger = recordingLogger();
  const testApp = await startTestApp({ upstreamUrl: upstream.url, env: options.env, logger });
  const server = await listen(testApp.app);
  const issued = await fetch(`${server.url}${XSRF_TOKEN_PATH}`);
  await issued.arrayBuffer();
  const visitor = credentialsFrom(issued.headers.getSetCookie());
  return {
    url: server.url,
    upstream,
    visitor,
    logger,
    close: async () => {
      await server.close();
      await testApp.close();
      if (!options.upstream) await upstream.close();
    },
  };
}

/** A write through the site's /api, as the browser's API client sends it. */
export function postApi(
  app: Pick<AppOnFakeUpstream, 'url' | 'visitor'>,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: {
      cookie: app.visitor.cookie,
      'x-xsrf-token': app.visitor.token,
      'content-type': 'application/json',
      lan: 'zh',
      ...headers,
    },
    body: JSON.stringify(body),
  });
}
