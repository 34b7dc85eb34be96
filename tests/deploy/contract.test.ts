import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { describe, expect, it } from 'vitest';

import { ConfigError } from '../../server/config/config-error';
import { CONFIG_ENV_NAMES } from '../../server/config/env';
import {
  containerEnv,
  envNameProblems,
  gracePeriodProblems,
  portProblems,
  probeProblems,
  startupConfig,
} from './contract';
import { copy, only, parts } from './fixtures';
import { BASE_DIR, OVERLAY_DIR, render } from './kustomize';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** What an operator puts in the git-ignored secret file (see docs/kubernetes.md, "3. Create the secret"). */
const OPERATOR_SECRET = randomBytes(32).toString('hex');

const folders = [
  ['base', BASE_DIR],
  ['overlay example', OVERLAY_DIR],
] as const;

describe.each(folders)('deploy/kubernetes %s, as the server sees it', (_name, dir) => {
  const { configMaps, secrets, ...rendered } = render(dir);
  const { deployment, container, service } = parts({ configMaps, secrets, ...rendered });
  const { env, problems: referenceProblems } = containerEnv(container, configMaps, secrets);
  const config = startupConfig(deployment, container, configMaps, {
    ...env,
    CSRF_SECRET: OPERATOR_SECRET,
  });

  it('gives the container only variables the server reads, each from an existing source', () => {
    expect(referenceProblems).toEqual([]);
    expect(envNameProblems(deployment, configMaps, secrets, CONFIG_ENV_NAMES)).toEqual([]);
    expect(Object.keys(env)).not.toContain('DEMO_API');
  });

  it('starts the server against a real https API, behind one proxy hop, with the site file', () => {
    expect(config.mode).toBe('production');
    expect(config.apiUpstreamUrl).toMatch(/^https:\/\/[^/]+$/);
    expect(config.demoApi).toBe(false);
    expect(config.publicOrigin).toMatch(/^https:\/\/[^/]+$/);
    expect(config.trustProxy).toBe(1);
    expect(config.csrfSecretGenerated).toBe(false);
    expect(config.siteConfig?.company.icpUrl).toBe('https://beian.miit.gov.cn/');
  });

  it('refuses to start with the committed placeholder secret', () => {
    expect(env.CSRF_SECRET).toBeDefined();
    expect(() => startupConfig(deployment, container, configMaps, env)).toThrow(
      new ConfigError('CSRF_SECRET must be at least 16 characters long'),
    );
  });

  it('routes the Service to the port the server listens on (PORT)', () => {
    expect(portProblems(deployment, service, config.port)).toEqual([]);
  });

  it('probes liveness on /healthz and readiness on /readyz, on the metrics port', () => {
    expect(probeProblems(deployment, config.metricsPort)).toEqual([]);
  });

  it('lets the SIGTERM drain finish before the kubelet kills the pod', () => {
    expect(gracePeriodProblems(deployment, config.shutdownDelaySeconds)).toEqual([]);
  });
});

describe('the base Deployment', () => {
  const rendered = render(BASE_DIR);
  const { deployment, container, service } = parts(rendered);
  const pod = deployment.spec!.template.spec!;
  const podLabels = deployment.spec!.template.metadata!.labels!;

  it('runs the image as it is: its CMD, its non-root user', () => {
    expect(container.command).toBeUndefined();
    expect(container.args).toBeUndefined();
    const dockerfile = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^CMD \["node", "dist\/server\/index\.js"\]$/m);
    // The official node image's `node` user.
    expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 1000 });
  });

  it('locks the container down', () => {
    expect(pod.securityContext!.seccompProfile).toEqual({ type: 'RuntimeDefault' });
    expect(container.securityContext).toEqual({
      allowPrivilegeEscalation: false,
      readOnlyRootFilesystem: true,
      runAsNonRoot: true,
      capabilities: { drop: ['ALL'] },
    });
    expect(pod.automountServiceAccountToken).toBe(false);
    expect(container.volumeMounts!.every((mount) => mount.readOnly)).toBe(true);
  });

  it('sets CPU and memory requests and limits', () => {
    for (const bound of ['requests', 'limits'] as const) {
      expect(Object.keys(container.resources![bound]!).sort()).toEqual(['cpu', 'memory']);
    }
  });

  it('spreads the replicas over nodes', () => {
    const byHost = pod.topologySpreadConstraints!.find(
      (constraint) => constraint.topologyKey === 'kubernetes.io/hostname',
    );
    expect(byHost?.labelSelector?.matchLabels).toEqual(podLabels);
  });

  it('selects its own pods from the Service and the PodDisruptionBudget', () => {
    expect(deployment.spec!.selector.matchLabels).toEqual(podLabels);
    expect(service.spec!.selector).toEqual(podLabels);
    const pdb = only(rendered, PodDisruptionBudget.is);
    expect(pdb.spec!.selector!.matchLabels).toEqual(podLabels);
    expect(pdb.spec!.maxUnavailable).toBe(1);
  });

  it('runs 3 replicas or more, scaled on CPU by the autoscaler alone', () => {
    const hpa = only(rendered, HorizontalPodAutoscaler.is);
    expect(hpa.spec!.scaleTargetRef).toEqual({
      apiVersion: deployment.apiVersion,
      kind: deployment.kind,
      name: deployment.metadata!.name,
    });
    expect(hpa.spec!.minReplicas).toBe(3);
    // A count in the Deployment would fight the autoscaler on every `kubectl apply`.
    expect(deployment.spec!.replicas).toBeUndefined();
    expect(hpa.spec!.maxReplicas).toBeGreaterThan(hpa.spec!.minReplicas!);
    expect(hpa.spec!.metrics!.map((metric) => metric.resource?.name)).toEqual(['cpu']);
  });

  it('keeps the placeholder API origin for overlays to replace', () => {
    expect(rendered.configMaps.get('game-partner-site-env')!.API_UPSTREAM_URL).toBe(
      'https://api.example.com',
    );
  });
});

describe('the contract checks', () => {
  const { configMaps, secrets, ...rendered } = render(BASE_DIR);
  const { deployment, container, service } = parts({ configMaps, secrets, ...rendered });
  const envName = 'game-partner-site-env';
  const withConfig = (change: (data: Record<string, string>) => void) => {
    const changed = new Map(configMaps);
    const data = { ...configMaps.get(envName)! };
    change(data);
    changed.set(envName, data);
    return changed;
  };

  it('report a variable the server does not read, from a ConfigMap or from env', () => {
    const renamedKey = withConfig((data) => {
      data.NOT_A_SERVER_VAR = data.TRUST_PROXY!;
      delete data.TRUST_PROXY;
    });
    expect(envNameProblems(deployment, renamedKey, secrets, CONFIG_ENV_NAMES)).toEqual([
      'container web: NOT_A_SERVER_VAR is not a variable the server reads',
    ]);

    const broken = copy(deployment);
    broken.spec!.template.spec!.containers[0]!.env![0]!.name = 'CSRF_TOKEN_SECRET';
    expect(envNameProblems(broken, configMaps, secrets, CONFIG_ENV_NAMES)).toEqual([
      'container web: CSRF_TOKEN_SECRET is not a variable the server reads',
    ]);
  });

  it('report DEMO_API, which the server reads but production must not set', () => {
    const demo = withConfig((data) => (data.DEMO_API = '1'));
    expect(envNameProblems(deployment, demo, secrets, CONFIG_ENV_NAMES)).toEqual([
      'container web: DEMO_API must not be set in production',
    ]);
  });

  it('report a reference to a ConfigMap, Secret or key that does not exist', () => {
    const withoutSecret = new Map(secrets);
    withoutSecret.delete('game-partner-site-csrf');
    expect(containerEnv(container, configMaps, withoutSecret).problems).toEqual([
      'container web: Secret game-partner-site-csrf does not exist',
      'container web: CSRF_SECRET reads missing key CSRF_SECRET',
    ]);
  });

  it('report a probe on a path the server does not answer, or a missing probe', () => {
    const broken = copy(deployment);
    const brokenContainer = broken.spec!.template.spec!.containers[0]!;
    brokenContainer.livenessProbe!.httpGet!.path = '/health';
    delete brokenContainer.readinessProbe;
    expect(probeProblems(broken, 9464)).toEqual([
      'container web: livenessProbe path is /health, not /healthz',
      'container web has no readinessProbe',
    ]);
  });

  it('report a Service or container port that is not PORT', () => {
    const brokenService = copy(service);
    brokenService.spec!.ports![0]!.targetPort = 8080;
    expect(portProblems(deployment, brokenService, 3000)).toEqual([
      'Service port 80 targets 8080 (8080), not PORT 3000',
    ]);
    expect(portProblems(deployment, service, 8080)).toEqual([
      'container web does not declare port 8080 (PORT)',
      'Service port 80 targets http (3000), not PORT 8080',
    ]);
    expect(probeProblems(deployment, 8080)).toEqual([
      'container web: livenessProbe port 9464 is not METRICS_PORT 8080',
      'container web: readinessProbe port 9464 is not METRICS_PORT 8080',
      'container web: startupProbe port 9464 is not METRICS_PORT 8080',
    ]);
  });

  it('report a grace period that the preStop sleep, the delay and the drain do not fit in', () => {
    const broken = copy(deployment);
    broken.spec!.template.spec!.terminationGracePeriodSeconds = 20;
    expect(gracePeriodProblems(broken, 5)).toEqual([
      'terminationGracePeriodSeconds 20 is not longer than 20 s (preStop + delay + drain)',
    ]);
    // A longer preStop sleep counts too: the grace period runs from its start.
    const longSleep = copy(deployment);
    longSleep.spec!.template.spec!.containers[0]!.lifecycle!.preStop!.sleep!.seconds = 16;
    expect(gracePeriodProblems(longSleep, 5)).toEqual([
      'terminationGracePeriodSeconds 30 is not longer than 31 s (preStop + delay + drain)',
    ]);
    // A longer SHUTDOWN_DELAY_SECONDS in the ConfigMap, read by the server's own rules.
    const longDelay = withConfig((data) => (data.SHUTDOWN_DELAY_SECONDS = '25'));
    const { env } = containerEnv(container, longDelay, secrets);
    const config = startupConfig(deployment, container, longDelay, {
      ...env,
      CSRF_SECRET: OPERATOR_SECRET,
    });
    expect(gracePeriodProblems(deployment, config.shutdownDelaySeconds)).toEqual([
      'terminationGracePeriodSeconds 30 is not longer than 40 s (preStop + delay + drain)',
    ]);
  });

  it('report SITE_CONFIG pointing where nothing is mounted', () => {
    const { env } = containerEnv(container, configMaps, secrets);
    const moved = { ...env, CSRF_SECRET: OPERATOR_SECRET, SITE_CONFIG: '/etc/site/config.json' };
    expect(() => startupConfig(deployment, container, configMaps, moved)).toThrow(
      'SITE_CONFIG /etc/site/config.json: no volume is mounted at /etc/site',
    );
  });
});
