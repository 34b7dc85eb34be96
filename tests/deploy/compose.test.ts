import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

import { CONFIG_ENV_NAMES, loadConfig } from '../../server/config/env';
import { METRICS_PATH } from '../../server/metrics/metrics-server';
import { SHUTDOWN_GRACE_MS } from '../../shared/server-timeouts';
import {
  composeSchemaProblems,
  durationSeconds,
  healthCheckUrl,
  interpolate,
  interpolateAll,
  lockDownProblems,
  readCompose,
  ROOT,
  serviceEnv,
} from './compose';
import { READINESS_PATH } from './contract';
import { copy, parts } from './fixtures';
import { DASHBOARD_FILE, GRAFANA_DIR, readDashboard } from './grafana';
import { BASE_DIR, render } from './kustomize';

const compose = readCompose();
const { site, redis, edge, prometheus, grafana } = compose.services as Required<
  typeof compose.services
>;
/** What an operator puts in `.env` (see docs/compose.md). */
const DOT_ENV = {
  API_UPSTREAM_URL: 'https://api.gamepartner.example.com',
  PUBLIC_ORIGIN: 'https://www.gamepartner.example.com',
  CSRF_SECRET: randomBytes(32).toString('hex'),
};
const env = serviceEnv(site!, DOT_ENV);
/** The file the site's SITE_CONFIG bind mount puts in the container, on this machine. */
const siteConfigMount = site!.volumes!.find((volume) => volume.target === env.SITE_CONFIG);
const siteConfigSource = path.resolve(ROOT, interpolate(siteConfigMount!.source, DOT_ENV));
const config = loadConfig({ ...env, SITE_CONFIG: siteConfigSource });

describe('compose.yaml', () => {
  it('is valid against the Compose Specification schema, once .env is filled in', () => {
    expect(composeSchemaProblems(interpolateAll(compose, DOT_ENV))).toEqual([]);
  });

  it('runs the site, Redis and the edge, and Prometheus and Grafana only when asked', () => {
    const always = Object.entries(compose.services).filter(([, service]) => !service.profiles);
    expect(always.map(([name]) => name).sort()).toEqual(['edge', 'redis', 'site']);
    expect(prometheus!.profiles).toEqual(['monitoring']);
    expect(grafana!.profiles).toEqual(['monitoring']);
    expect(Object.keys(compose.services)).toHaveLength(5);
    expect(site!.build).toBe('.');
  });

  it('gives the site only variables the server reads, and a production start', () => {
    expect(Object.keys(env).filter((name) => !CONFIG_ENV_NAMES.includes(name))).toEqual([]);
    expect(env).not.toHaveProperty('DEMO_API');
    expect(config.mode).toBe('production');
    expect(config.apiUpstreamUrl).toBe(DOT_ENV.API_UPSTREAM_URL);
    expect(config.csrfSecretGenerated).toBe(false);
    expect(config.siteConfig?.company.icpUrl).toBe('https://beian.miit.gov.cn/');
    expect(siteConfigMount!.read_only).toBe(true);
    expect(existsSync(siteConfigSource)).toBe(true);
  });

  it('stops at `docker compose up` naming each required setting that .env leaves out', () => {
    for (const name of Object.keys(DOT_ENV)) {
      const missing = { ...DOT_ENV, [name]: '' };
      expect(() => serviceEnv(site!, missing)).toThrow(`required variable ${name} is missing`);
    }
  });

  it('shares the rate-limit counters through the Redis service', () => {
    const url = new URL(config.rateLimitRedisUrl!);
    expect(compose.services[url.hostname]).toBe(redis);
    expect(url.port).toBe('6379');
    expect(site!.depends_on).toEqual({ redis: { condition: 'service_healthy' } });
  });

  it('trusts one proxy hop, the edge, the only way in from outside', () => {
    expect(config.trustProxy).toBe(1);
    expect(edge!.environment!.ORIGIN_URL).toBe(`http://site:${config.port}`);
    // The site publishes its metrics port to this host alone, never its pages.
    expect(site!.ports).toEqual([`127.0.0.1:${config.metricsPort}:${config.metricsPort}`]);
    expect(redis!.ports).toBeUndefined();
    const [published] = edge!.ports!;
    expect(published).toMatch(new RegExp(`:${edge!.environment!.EDGE_PORT}$`));
  });

  it('checks health where the server answers: readiness on PORT, and the edge waits for it', () => {
    const url = healthCheckUrl(site!);
    expect(url?.pathname).toBe(READINESS_PATH);
    expect(Number(url?.port)).toBe(config.port);
    expect(Number(healthCheckUrl(edge!)?.port)).toBe(Number(edge!.environment!.EDGE_PORT));
    expect(redis!.healthcheck!.test).toEqual(['CMD', 'redis-cli', 'ping']);
    expect(edge!.depends_on).toEqual({ site: { condition: 'service_healthy' } });
  });

  it('lets the SIGTERM drain finish before compose kills the site', () => {
    const needed = config.shutdownDelaySeconds + SHUTDOWN_GRACE_MS / 1000;
    expect(durationSeconds(site!.stop_grace_period!)).toBeGreaterThan(needed);
  });

  it('locks every container down as the pod is, the site as the image user', () => {
    expect(lockDownProblems(compose)).toEqual([]);
    const { deployment } = parts(render(BASE_DIR));
    const { runAsUser, runAsGroup } = deployment.spec!.template.spec!.securityContext!;
    expect(site!.user).toBe(`${runAsUser}:${runAsGroup}`);
    expect(readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8')).toMatch(/^USER node$/m);
  });
});

describe('the monitoring profile', () => {
  const mountOf = (service: typeof site, target: string) =>
    service!.volumes!.find((volume) => volume.target === target);
  const readMounted = (service: typeof site, target: string) => {
    const mount = mountOf(service, target);
    expect(mount?.read_only).toBe(true);
    return readFileSync(path.resolve(ROOT, mount!.source), 'utf8');
  };

  it('scrapes the site’s metrics port on the compose network, as the job the dashboard reads', () => {
    const config = parse(readMounted(prometheus, '/etc/prometheus/prometheus.yml')) as {
      scrape_configs: {
        job_name: string;
        metrics_path: string;
        static_configs: { targets: string[] }[];
      }[];
    };
    const [job] = config.scrape_configs;
    expect(config.scrape_configs).toHaveLength(1);
    expect(job!.static_configs.flatMap(({ targets }) => targets)).toEqual([
      `site:${env.METRICS_PORT}`,
    ]);
    expect(job!.metrics_path).toBe(METRICS_PATH);
    // The Kubernetes job is the metrics Service's name, which the dashboard selects by default.
    const { metricsService } = parts(render(BASE_DIR));
    expect(job!.job_name).toBe(metricsService.metadata!.name);
    const jobVariable = readDashboard().templating.list.find(({ name }) => name === 'job');
    expect(jobVariable).toMatchObject({ current: { value: job!.job_name } });
  });

  it('provisions Grafana with the dashboard folder and a Prometheus at a configurable URL', () => {
    const provisioning = mountOf(grafana, '/etc/grafana/provisioning');
    expect(provisioning?.read_only).toBe(true);
    const provisioningDir = path.resolve(ROOT, provisioning!.source);
    expect(provisioningDir).toBe(path.join(GRAFANA_DIR, 'provisioning'));
    const providers = parse(
      readFileSync(path.join(provisioningDir, 'dashboards/game-partner-site.yaml'), 'utf8'),
    ) as { providers: { type: string; options: { path: string } }[] };
    const [provider] = providers.providers;
    expect(provider!.type).toBe('file');
    // The provider's folder is the mount of the folder that holds the dashboard JSON.
    const dashboards = mountOf(grafana, provider!.options.path);
    expect(dashboards?.read_only).toBe(true);
    expect(path.resolve(ROOT, dashboards!.source)).toBe(path.dirname(DASHBOARD_FILE));
    expect(readdirSync(path.dirname(DASHBOARD_FILE)).filter((f) => f.endsWith('.json'))).toEqual([
      path.basename(DASHBOARD_FILE),
    ]);

    const datasources = parse(
      readFileSync(path.join(provisioningDir, 'datasources/prometheus.yaml'), 'utf8'),
    ) as { datasources: { type: string; url: string; isDefault: boolean }[] };
    expect(datasources.datasources).toEqual([
      expect.objectContaining({ type: 'prometheus', url: '${PROMETHEUS_URL}', isDefault: true }),
    ]);
    const grafanaEnv = (dotEnv: Record<string, string>) => serviceEnv(grafana!, dotEnv);
    const url = new URL(grafanaEnv(DOT_ENV).PROMETHEUS_URL!);
    expect(compose.services[url.hostname]).toBe(prometheus);
    expect(url.port).toBe(healthCheckUrl(prometheus!)!.port);
    const elsewhere = 'https://prometheus.example.com';
    expect(grafanaEnv({ ...DOT_ENV, PROMETHEUS_URL: elsewhere }).PROMETHEUS_URL).toBe(elsewhere);
  });

  it('publishes Grafana on this host’s loopback alone, and Prometheus nowhere', () => {
    expect(grafana!.ports).toEqual([expect.stringMatching(/^127\.0\.0\.1:/)]);
    expect(interpolate(grafana!.ports![0]!, {})).toBe('127.0.0.1:3000:3000');
    expect(prometheus!.ports).toBeUndefined();
    expect(grafana!.depends_on).toEqual({ prometheus: { condition: 'service_healthy' } });
  });

  it('pins each image’s version', () => {
    for (const service of [prometheus, grafana, redis]) {
      expect(service!.image).toMatch(/:v?\d+(\.\d+)*(-\w+)?$/);
    }
  });
});

describe('the compose checks', () => {
  it('report a misspelt key and a value of the wrong type', () => {
    const broken = interpolateAll(compose, DOT_ENV);
    const brokenSite = broken.services.site!;
    brokenSite.healtcheck = brokenSite.healthcheck;
    delete brokenSite.healthcheck;
    brokenSite.read_only = 'yes' as unknown as boolean;
    expect(composeSchemaProblems(broken)).toEqual([
      '/services/site must NOT have additional properties (healtcheck)',
      '/services/site/read_only must be boolean',
    ]);
  });

  it('report a bad duration', () => {
    const broken = interpolateAll(compose, DOT_ENV);
    broken.services.site!.stop_grace_period = '30 seconds';
    expect(composeSchemaProblems(broken)).toEqual([
      '/services/site/stop_grace_period must match format "duration"',
    ]);
  });

  it('report a container that is writable, privileged or never restarted', () => {
    const broken = copy(compose);
    const brokenRedis = broken.services.redis!;
    brokenRedis.read_only = false;
    brokenRedis.cap_drop = [];
    brokenRedis.security_opt = [];
    brokenRedis.user = '0';
    delete brokenRedis.restart;
    delete brokenRedis.healthcheck;
    expect(lockDownProblems(broken)).toEqual([
      'redis: root filesystem is writable',
      'redis: capabilities not dropped',
      'redis: privilege escalation allowed',
      'redis: runs as root',
      'redis: not restarted after a crash or a reboot',
      'redis: no health check',
    ]);
  });

  it('interpolate as compose does', () => {
    expect(interpolate('${A:-x}-${B}-$$C', { A: '', B: 'b' })).toBe('x-b-$C');
    expect(() => interpolate('${A:?set A}', {})).toThrow('required variable A is missing: set A');
  });
});
