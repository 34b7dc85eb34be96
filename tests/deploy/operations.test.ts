/**
 * The operations objects of the base against the server's own facts: the metrics port and path,
 * the metric names the alerts query, the ports the NetworkPolicy opens, the Gateway that makes
 * TRUST_PROXY=1 true, and the preStop sleep.
 */
import { randomBytes } from 'node:crypto';

import { Gateway } from '@kubernetes-models/gateway-api/gateway.networking.k8s.io/v1/Gateway';
import { HTTPRoute } from '@kubernetes-models/gateway-api/gateway.networking.k8s.io/v1/HTTPRoute';
import { PrometheusRule } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/PrometheusRule';
import { ServiceMonitor } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/ServiceMonitor';
import { Middleware } from '@kubernetes-models/traefik/traefik.io/v1alpha1/Middleware';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { describe, expect, it } from 'vitest';

import { AppMetrics } from '../../server/metrics/metrics';
import { METRICS_PATH } from '../../server/metrics/metrics-server';
import { API_BODY_LIMIT_BYTES } from '../../shared/api/http-constants';
import { containerEnv, preStopSleepSeconds, startupConfig } from './contract';
import { copy, named, only, parts } from './fixtures';
import { BASE_DIR, render } from './kustomize';
import { metricNamesIn } from './promql';
import { gatewayHops } from './proxy-hops';

const rendered = render(BASE_DIR);
const { deployment, container, service, metricsService } = parts(rendered);
const podLabels = deployment.spec!.template.metadata!.labels!;
const { env } = containerEnv(container, rendered.configMaps, rendered.secrets);
const config = startupConfig(deployment, container, rendered.configMaps, {
  ...env,
  CSRF_SECRET: randomBytes(32).toString('hex'),
});

/** The container port named `name`, by number. */
function containerPort(name: string): number | undefined {
  return container.ports?.find((port) => port.name === name)?.containerPort;
}

/** Metric names the server exposes, with the series names a histogram adds. */
async function exposedMetricNames(): Promise<Set<string>> {
  const metrics = await new AppMetrics().collectRuntime().registry.getMetricsAsJSON();
  return new Set(
    metrics.flatMap(({ name, type }) =>
      String(type) === 'histogram' ? [`${name}_bucket`, `${name}_count`, `${name}_sum`] : [name],
    ),
  );
}

describe('metrics', () => {
  it('listens on METRICS_PORT, a container port the public Service does not publish', () => {
    expect(config.metricsPort).toBeGreaterThan(0);
    expect(config.metricsPort).not.toBe(config.port);
    expect(containerPort('metrics')).toBe(config.metricsPort);
    const published = service.spec!.ports!.map((port) => port.targetPort);
    expect(published).toEqual(['http']);
  });

  it('has a headless Service of its own for the metrics port, selecting the pods', () => {
    expect(metricsService.spec!.clusterIP).toBe('None');
    expect(metricsService.spec!.selector).toEqual(podLabels);
    expect(metricsService.spec!.ports).toEqual([
      expect.objectContaining({ name: 'metrics', targetPort: 'metrics' }),
    ]);
  });

  it('is scraped by a ServiceMonitor on that Service, on the server’s path', () => {
    const monitor = only(rendered, ServiceMonitor.is);
    const selected = monitor.spec.selector.matchLabels!;
    for (const [key, value] of Object.entries(selected)) {
      expect(metricsService.metadata!.labels![key]).toBe(value);
    }
    // The public Service must not be selected, or its port would be scraped as well.
    expect(
      Object.entries(selected).every(([key, value]) => service.metadata!.labels![key] === value),
    ).toBe(false);
    expect(monitor.spec.endpoints).toEqual([
      expect.objectContaining({ port: 'metrics', path: METRICS_PATH }),
    ]);
  });
});

describe('alerts', () => {
  const rule = only(rendered, PrometheusRule.is);
  const alerts = rule.spec!.groups!.flatMap((group) => group.rules ?? []);

  it('cover the 5xx ratio, upstream failures, page p99, cache hit ratio, loop lag and readiness', () => {
    const byMetric = (metric: string) =>
      alerts.filter((alert) => String(alert.expr).includes(metric)).map((alert) => alert.alert);
    expect(byMetric('status_class="5xx"')).toHaveLength(1);
    expect(byMetric('upstream_failures_total')).toHaveLength(1);
    expect(byMetric('histogram_quantile(0.99')).toHaveLength(1);
    expect(byMetric('page_cache_requests_total')).toHaveLength(1);
    expect(byMetric('nodejs_eventloop_lag')).toHaveLength(1);
    expect(byMetric('kube_deployment_status_replicas_ready')).toHaveLength(1);
    for (const alert of alerts) {
      expect(alert.for, alert.alert).toMatch(/^\d+m$/);
      expect(alert.labels?.severity, alert.alert).toMatch(/^(warning|critical)$/);
      expect(alert.annotations?.summary, alert.alert).toBeTruthy();
    }
  });

  it('query only metrics the server exposes (or kube-state-metrics)', async () => {
    const exposed = await exposedMetricNames();
    const unknown = alerts
      .flatMap((alert) => metricNamesIn(String(alert.expr)))
      .filter((name) => !exposed.has(name) && !name.startsWith('kube_'));
    expect(unknown).toEqual([]);
  });

  it('the metric-name check notices a misspelt metric', async () => {
    const exposed = await exposedMetricNames();
    expect(metricNamesIn('sum(rate(upstream_failure_total{job="x"}[5m]))')).toEqual([
      'upstream_failure_total',
    ]);
    expect(exposed.has('upstream_failure_total')).toBe(false);
  });

  it('select the metrics Service’s job, which Prometheus names after the Service', () => {
    for (const alert of alerts) {
      for (const job of String(alert.expr).matchAll(/job="([^"]+)"/g)) {
        expect(job[1]).toBe(metricsService.metadata!.name);
      }
    }
  });
});

describe('NetworkPolicy', () => {
  const policy = only(rendered, NetworkPolicy.is);
  const spec = policy.spec!;

  it('applies to the site’s pods, both ways', () => {
    expect(spec.podSelector?.matchLabels).toEqual(podLabels);
    expect(spec.policyTypes).toEqual(['Ingress', 'Egress']);
  });

  it('lets in the gateway namespace and the smoke Job on http, the monitoring namespace on metrics', () => {
    const rules = spec.ingress!.map((rule) => ({
      ports: rule.ports!.map((port) => port.port),
      from: rule.from!.map((peer) => ({
        namespace: peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'],
        pod: peer.podSelector?.matchLabels?.['app.kubernetes.io/name'],
      })),
    }));
    expect(rules).toEqual([
      {
        ports: ['http'],
        from: [
          { namespace: 'traefik', pod: undefined },
          { namespace: undefined, pod: 'game-partner-site-smoke' },
        ],
      },
      { ports: ['metrics'], from: [{ namespace: 'monitoring', pod: undefined }] },
    ]);
    for (const name of ['http', 'metrics']) expect(containerPort(name)).toBeDefined();
  });

  it('lets out DNS and https to the upstream alone', () => {
    const rules = spec.egress!.map((rule) => ({
      ports: rule.ports!.map((port) => `${port.protocol}/${port.port}`),
      dns: rule.to!.some((peer) => peer.podSelector?.matchLabels?.['k8s-app'] === 'kube-dns'),
      cidrs: rule.to!.flatMap((peer) => (peer.ipBlock ? [peer.ipBlock.cidr] : [])),
    }));
    expect(rules).toEqual([
      { ports: ['UDP/53', 'TCP/53'], dns: true, cidrs: [] },
      { ports: ['TCP/443'], dns: false, cidrs: [expect.stringMatching(/^[\d.]+\/\d+$/)] },
    ]);
    expect(new URL(config.apiUpstreamUrl!).protocol).toBe('https:');
    // Never the whole internet.
    expect(rules[1]!.cidrs).not.toContain('0.0.0.0/0');
  });
});

describe('Gateway (Traefik)', () => {
  const gateway = only(rendered, Gateway.is);
  const site = named(rendered, HTTPRoute.is, 'game-partner-site');
  const redirect = named(rendered, HTTPRoute.is, 'game-partner-site-https-redirect');
  const middlewares = rendered.resources.flatMap(({ doc }) => (Middleware.is(doc) ? [doc] : []));
  /** The Middlewares a rule's ExtensionRef filters name; a name with no Middleware throws. */
  const middlewaresOf = (rule: NonNullable<HTTPRoute['spec']['rules']>[number]) =>
    (rule.filters ?? []).map((filter) => {
      expect(filter.type).toBe('ExtensionRef');
      expect(filter.extensionRef!.group).toBe('traefik.io');
      const found = middlewares.find((m) => m.metadata!.name === filter.extensionRef!.name);
      if (!found) throw new Error(`no Middleware ${filter.extensionRef!.name}`);
      return found.spec!;
    });
  const ruleFor = (prefix: string) =>
    site.spec.rules!.find((rule) => rule.matches!.some((match) => match.path?.value === prefix))!;

  it('is the one proxy hop in front of the pods, which TRUST_PROXY counts', () => {
    const hops = gatewayHops(rendered);
    expect(hops).toEqual([
      { name: 'Gateway game-partner-site (traefik)', forwardedFor: 'replace' },
    ]);
    expect(config.trustProxy).toBe(hops.length);
  });

  it('ends TLS on https and sends plain http to https, all to the site Service', () => {
    const listeners = Object.fromEntries(gateway.spec.listeners.map((l) => [l.name, l]));
    expect(listeners.https!.protocol).toBe('HTTPS');
    expect(listeners.https!.tls!.mode).toBe('Terminate');
    expect(listeners.https!.tls!.certificateRefs).toHaveLength(1);
    expect(listeners.http!.protocol).toBe('HTTP');
    expect(listeners.https!.hostname).toBe(listeners.http!.hostname);
    for (const route of [site, redirect]) {
      expect(route.spec.parentRefs).toHaveLength(1);
      expect(route.spec.parentRefs![0]!.name).toBe(gateway.metadata!.name);
      expect(route.spec.hostnames).toEqual([listeners.https!.hostname]);
    }
    expect(site.spec.parentRefs![0]!.sectionName).toBe('https');
    expect(redirect.spec.parentRefs![0]!.sectionName).toBe('http');
    const backends = site.spec.rules!.flatMap((rule) => rule.backendRefs ?? []);
    const port = service.spec!.ports!.find((p) => p.targetPort === 'http')!.port;
    expect(backends).toEqual(site.spec.rules!.map(() => ({ name: service.metadata!.name, port })));
    expect(redirect.spec.rules).toEqual([
      {
        filters: [
          { type: 'RequestRedirect', requestRedirect: { scheme: 'https', statusCode: 301 } },
        ],
      },
    ]);
  });

  it('puts per-address limits on /api/users/ only, keyed on the connection, not a header', () => {
    const limited = middlewaresOf(ruleFor('/api/users/'));
    const rateLimit = limited.find((spec) => spec.rateLimit)?.rateLimit;
    const inFlight = limited.find((spec) => spec.inFlightReq)?.inFlightReq;
    expect(rateLimit?.average).toBeGreaterThan(0);
    expect(rateLimit?.burst).toBeGreaterThan(0);
    expect(inFlight?.amount).toBeGreaterThan(0);
    for (const criterion of [rateLimit?.sourceCriterion, inFlight?.sourceCriterion]) {
      // A depth would read X-Forwarded-For, which Traefik does not trust from visitors.
      expect(criterion).toEqual({ ipStrategy: { depth: 0 } });
    }
    const rest = middlewaresOf(ruleFor('/'));
    expect(rest.filter((spec) => spec.rateLimit || spec.inFlightReq)).toEqual([]);
  });

  it('turns away a body larger than the /api proxy accepts, on every route', () => {
    for (const rule of site.spec.rules!) {
      const sizes = middlewaresOf(rule).map((spec) => spec.buffering?.maxRequestBodyBytes);
      expect(sizes).toContain(API_BODY_LIMIT_BYTES);
    }
  });
});

describe('shutdown', () => {
  it('sleeps in preStop, so balancers stop sending before SIGTERM', () => {
    expect(preStopSleepSeconds(container)).toBeGreaterThanOrEqual(5);
    const broken = copy(container);
    broken.lifecycle = undefined;
    expect(preStopSleepSeconds(broken)).toBe(0);
  });
});
