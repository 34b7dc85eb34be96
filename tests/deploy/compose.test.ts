import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { CONFIG_ENV_NAMES, loadConfig } from '../../server/config/env';
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
import { BASE_DIR, render } from './kustomize';

const compose = readCompose();
const { site, redis, edge } = compose.services as Required<typeof compose.services>;
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

  it('runs the site, Redis and the edge', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['edge', 'redis', 'site']);
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
