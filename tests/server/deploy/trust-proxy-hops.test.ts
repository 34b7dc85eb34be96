/**
 * TRUST_PROXY as the Kubernetes manifests set it, against the proxies the manifests put in front
 * of the pods: the whole app, over HTTP, tells its upstream the visitor's own address, whatever
 * the visitor wrote in X-Forwarded-For. This loopback client stands in for the last hop.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BASE_DIR, render } from '../../deploy/kustomize';
import { forwardedForAtSite, gatewayHops, type ProxyHop } from '../../deploy/proxy-hops';
import { listen, type Listening } from '../../helpers/listen';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { type FakeUpstream, startFakeUpstream } from '../../helpers/upstreams';

const VISITOR = '198.51.100.7';
const FORGED = '203.0.113.66';
const rendered = render(BASE_DIR);
const TRUST_PROXY = rendered.configMaps.get('game-partner-site-env')!.TRUST_PROXY!;

let upstream: FakeUpstream;
beforeAll(async () => {
  upstream = await startFakeUpstream();
});
afterAll(async () => {
  await upstream.close();
});

/** The address the upstream is told for a forging visitor, through `hops`, at `trustProxy`. */
async function addressSeen(hops: readonly ProxyHop[], trustProxy: string): Promise<unknown> {
  const testApp: TestApp = await startTestApp({
    upstreamUrl: upstream.url,
    env: { TRUST_PROXY: trustProxy },
  });
  const site: Listening = await listen(testApp.app);
  try {
    upstream.reset();
    const header = forwardedForAtSite(hops, VISITOR, FORGED, (index) => `10.0.0.${index + 1}`);
    const answer = await fetch(`${site.url}/api/visitor/game/list`, {
      headers: header === undefined ? {} : { 'x-forwarded-for': header },
    });
    await answer.arrayBuffer();
    return upstream.hits[0]?.headers['x-forwarded-for'];
  } finally {
    await site.close();
    await testApp.close();
  }
}

describe('TRUST_PROXY of deploy/kubernetes/base behind its Gateway', () => {
  it("sees the visitor's own address, not the one they forged", async () => {
    expect(await addressSeen(gatewayHops(rendered), TRUST_PROXY)).toBe(VISITOR);
  });

  it('would see the gateway instead with no hop trusted: every visitor one address', async () => {
    expect(await addressSeen(gatewayHops(rendered), 'false')).toBe('127.0.0.1');
  });

  it('would see the forged address through a gateway that appends, were one hop too many counted', async () => {
    const appending = gatewayHops(rendered).map((hop) => ({
      ...hop,
      forwardedFor: 'append' as const,
    }));
    expect(await addressSeen(appending, TRUST_PROXY)).toBe(VISITOR);
    expect(await addressSeen(appending, String(Number(TRUST_PROXY) + 1))).toBe(FORGED);
  });
});
