/**
 * The proxies in front of the site and what each does with X-Forwarded-For, so the TRUST_PROXY
 * arithmetic can be checked: the site must count exactly the hops that write the header, and the
 * first of them must not pass on what the visitor wrote.
 */
import { Gateway } from '@kubernetes-models/gateway-api/gateway.networking.k8s.io/v1/Gateway';

import type { Rendered } from './kustomize';

/**
 * `replace`: the proxy drops the X-Forwarded-For it received and sends the address it was
 * connected from (Traefik and the reference nginx edge, which trust no forwarded headers from
 * clients). `append`: it adds that address to the list it received.
 */
export type ForwardedFor = 'replace' | 'append';

export interface ProxyHop {
  name: string;
  forwardedFor: ForwardedFor;
}

/** The GatewayClasses the deployment supports and their forwarded-header behaviour. */
const GATEWAY_CLASSES: Readonly<Record<string, ForwardedFor>> = {
  // Traefik's default: no `forwardedHeaders.trustedIPs` on its entry points.
  traefik: 'replace',
};

/** The hops in front of the pods, from the rendered Gateways; a class we do not know throws. */
export function gatewayHops(rendered: Rendered): ProxyHop[] {
  return rendered.resources.flatMap(({ doc }) => {
    if (!Gateway.is(doc)) return [];
    const className = doc.spec.gatewayClassName;
    const forwardedFor = GATEWAY_CLASSES[className];
    if (!forwardedFor) throw new Error(`no known forwarded-header behaviour for ${className}`);
    return [{ name: `Gateway ${doc.metadata!.name} (${className})`, forwardedFor }];
  });
}

/**
 * The X-Forwarded-For the site receives when a visitor at `client`, who wrote `forged` in the
 * header, comes through `hops`, each hop's own address being `hopAddress(index)`. The last hop's
 * address is the connection's peer, not part of the header.
 */
export function forwardedForAtSite(
  hops: readonly ProxyHop[],
  client: string,
  forged: string | undefined,
  hopAddress: (index: number) => string,
): string | undefined {
  let header = forged;
  let peer = client;
  hops.forEach((hop, index) => {
    header = hop.forwardedFor === 'replace' || header === undefined ? peer : `${header}, ${peer}`;
    peer = hopAddress(index);
  });
  return header;
}
