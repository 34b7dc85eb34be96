/**
 * What the manifests promise the server, as check functions that return problems (empty when
 * all is well), so the tests can show each check failing on a broken copy of a manifest.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';
import type { IService } from 'kubernetes-models/v1/Service';

import { type AppConfig, loadConfig } from '../../server/config/env';
import { PROBE_PATHS } from '../../server/health/probe-answers';
import { SHUTDOWN_GRACE_MS } from '../../shared/server-timeouts';

/** The probe endpoints of the server's contract. */
export const [LIVENESS_PATH, READINESS_PATH] = PROBE_PATHS;

/** Kubernetes' own default when a pod spec does not set terminationGracePeriodSeconds. */
const KUBERNETES_DEFAULT_GRACE_SECONDS = 30;

type Data = ReadonlyMap<string, Readonly<Record<string, string>>>;

export function containersOf(deployment: IDeployment): IContainer[] {
  return deployment.spec?.template.spec?.containers ?? [];
}

/**
 * The environment each container gets: envFrom ConfigMaps and Secrets first, then `env` over
 * them, as the kubelet does. Problems name a missing ConfigMap, Secret or key.
 */
export function containerEnv(
  container: IContainer,
  configMaps: Data,
  secrets: Data,
): { env: Record<string, string>; problems: string[] } {
  const env: Record<string, string> = {};
  const problems: string[] = [];
  const lookup = (kind: string, all: Data, name: string | undefined) => {
    const data = name === undefined ? undefined : all.get(name);
    if (!data) problems.push(`container ${container.name}: ${kind} ${name} does not exist`);
    return data ?? {};
  };
  for (const source of container.envFrom ?? []) {
    const prefix = source.prefix ?? '';
    const data = source.configMapRef
      ? lookup('ConfigMap', configMaps, source.configMapRef.name)
      : lookup('Secret', secrets, source.secretRef?.name);
    for (const [key, value] of Object.entries(data)) env[prefix + key] = value;
  }
  for (const variable of container.env ?? []) {
    const ref = variable.valueFrom?.configMapKeyRef ?? variable.valueFrom?.secretKeyRef;
    if (!ref) {
      env[variable.name] = variable.value ?? '';
      continue;
    }
    const isConfigMap = variable.valueFrom?.configMapKeyRef !== undefined;
    const data = isConfigMap
      ? lookup('ConfigMap', configMaps, ref.name)
      : lookup('Secret', secrets, ref.name);
    const value = data[ref.key];
    if (value === undefined) {
      problems.push(`container ${container.name}: ${variable.name} reads missing key ${ref.key}`);
    }
    env[variable.name] = value ?? '';
  }
  return { env, problems };
}

/**
 * Every variable a container gets must be one the server reads: an unknown name is a typo or a
 * setting that does nothing. DEMO_API must never reach a real deployment.
 */
export function envNameProblems(
  deployment: IDeployment,
  configMaps: Data,
  secrets: Data,
  knownNames: readonly string[],
): string[] {
  const problems: string[] = [];
  for (const container of containersOf(deployment)) {
    const { env, problems: refProblems } = containerEnv(container, configMaps, secrets);
    problems.push(...refProblems);
    for (const name of Object.keys(env)) {
      if (!knownNames.includes(name)) {
        problems.push(`container ${container.name}: ${name} is not a variable the server reads`);
      }
      if (name === 'DEMO_API') {
        problems.push(`container ${container.name}: DEMO_API must not be set in production`);
      }
    }
  }
  return problems;
}

/** A probe's or Service's port (a number or a container port's name) as a number. */
function resolvePort(container: IContainer, port: number | string | undefined): number | undefined {
  if (typeof port === 'number') return port;
  return container.ports?.find((p) => p.name === port)?.containerPort;
}

/** The Service sends traffic to the port the server listens on (PORT). */
export function portProblems(
  deployment: IDeployment,
  service: IService,
  listenPort: number,
): string[] {
  const problems: string[] = [];
  const [container] = containersOf(deployment);
  if (!container) return ['the Deployment has no container'];
  const declared = container.ports?.map((p) => p.containerPort) ?? [];
  if (!declared.includes(listenPort)) {
    problems.push(`container ${container.name} does not declare port ${listenPort} (PORT)`);
  }
  const servicePorts = service.spec?.ports ?? [];
  if (servicePorts.length === 0) problems.push('the Service has no port');
  for (const servicePort of servicePorts) {
    const target = resolvePort(container, servicePort.targetPort ?? servicePort.port);
    if (target !== listenPort) {
      problems.push(
        `Service port ${servicePort.port} targets ${String(servicePort.targetPort)} (${target}), not PORT ${listenPort}`,
      );
    }
  }
  return problems;
}

/**
 * Liveness on /healthz and readiness on /readyz, on the metrics port (METRICS_PORT), which
 * answers them while every public connection slot is taken.
 */
export function probeProblems(deployment: IDeployment, metricsPort: number): string[] {
  const problems: string[] = [];
  for (const container of containersOf(deployment)) {
    const probes = [
      ['livenessProbe', container.livenessProbe, LIVENESS_PATH],
      ['readinessProbe', container.readinessProbe, READINESS_PATH],
      // Optional; when present it asks the same question as liveness.
      ['startupProbe', container.startupProbe, LIVENESS_PATH],
    ] as const;
    for (const [name, probe, path] of probes) {
      if (!probe) {
        if (name !== 'startupProbe') problems.push(`container ${container.name} has no ${name}`);
        continue;
      }
      const httpGet = probe.httpGet;
      if (!httpGet) {
        problems.push(`container ${container.name}: ${name} is not an HTTP GET of ${path}`);
        continue;
      }
      if (httpGet.path !== path) {
        problems.push(`container ${container.name}: ${name} path is ${httpGet.path}, not ${path}`);
      }
      const port = resolvePort(container, httpGet.port);
      if (port !== metricsPort) {
        problems.push(
          `container ${container.name}: ${name} port ${port} is not METRICS_PORT ${metricsPort}`,
        );
      }
    }
  }
  return problems;
}

/**
 * After SIGTERM the server answers 503 on /readyz for the delay, then has SHUTDOWN_GRACE_MS to
 * finish in-flight requests; the kubelet must not SIGKILL it before both are over.
 */
/** Seconds a container's preStop hook sleeps before the kubelet sends SIGTERM. */
export function preStopSleepSeconds(container: IContainer): number {
  const seconds = container.lifecycle?.preStop?.sleep?.seconds;
  return typeof seconds === 'number' ? seconds : 0;
}

export function gracePeriodProblems(
  deployment: IDeployment,
  shutdownDelaySeconds: number,
): string[] {
  const pod = deployment.spec?.template.spec;
  const grace = pod?.terminationGracePeriodSeconds ?? KUBERNETES_DEFAULT_GRACE_SECONDS;
  // The grace period counts from the start of preStop: its sleep comes before SIGTERM.
  const preStop = Math.max(
    0,
    ...(pod?.containers ?? []).map((container) => preStopSleepSeconds(container)),
  );
  const needed = preStop + shutdownDelaySeconds + SHUTDOWN_GRACE_MS / 1000;
  return grace > needed
    ? []
    : [
        `terminationGracePeriodSeconds ${grace} is not longer than ${needed} s (preStop + delay + drain)`,
      ];
}

/**
 * The content the kubelet puts at `file` inside the container, from a ConfigMap volume; the
 * problem says which link (mount, volume, ConfigMap, key) is missing.
 */
export function mountedConfigMapFile(
  deployment: IDeployment,
  container: IContainer,
  configMaps: Data,
  file: string,
): { content?: string; problem?: string } {
  const mount = container.volumeMounts?.find((m) => file.startsWith(`${m.mountPath}/`));
  if (!mount) return { problem: `no volume is mounted at ${path.posix.dirname(file)}` };
  const volume = deployment.spec?.template.spec?.volumes?.find((v) => v.name === mount.name);
  const configMapName = volume?.configMap?.name;
  if (configMapName === undefined) return { problem: `volume ${mount.name} is not a ConfigMap` };
  const data = configMaps.get(configMapName);
  if (!data) return { problem: `ConfigMap ${configMapName} does not exist` };
  const relative = path.posix.relative(mount.mountPath, file);
  const items = volume?.configMap?.items;
  const key = items ? items.find((item) => item.path === relative)?.key : relative;
  const content = key === undefined ? undefined : data[key];
  if (content === undefined) return { problem: `ConfigMap ${configMapName} has no ${relative}` };
  return { content };
}

/**
 * The server's own reading of a container's environment (server/config/env.ts), with files from
 * ConfigMap volumes where the container would see them: what the pod would start with, or the
 * server's one-line configuration error.
 */
export function startupConfig(
  deployment: IDeployment,
  container: IContainer,
  configMaps: Data,
  env: Readonly<Record<string, string>>,
): AppConfig {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-config-'));
  try {
    const vars: Record<string, string | undefined> = { ...env };
    if (env.SITE_CONFIG !== undefined) {
      const { content, problem } = mountedConfigMapFile(
        deployment,
        container,
        configMaps,
        env.SITE_CONFIG,
      );
      if (content === undefined) throw new Error(`SITE_CONFIG ${env.SITE_CONFIG}: ${problem}`);
      vars.SITE_CONFIG = path.join(dir, path.posix.basename(env.SITE_CONFIG));
      writeFileSync(vars.SITE_CONFIG, content);
    }
    return loadConfig(vars);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * What a one-off pod beside the site must be (the smoke Job, the search-push CronJob): run once,
 * not restarted, the site's image and user, locked down as the site's own pods are.
 */
export function sitePodProblems(
  pod: IPodSpec,
  container: IContainer,
  { deployment, web }: { deployment: IDeployment; web: IContainer },
): string[] {
  const problems: string[] = [];
  if (pod.restartPolicy !== 'Never') problems.push('restartPolicy is not Never');
  if (container.image !== web.image) problems.push(`image ${container.image} is not ${web.image}`);
  const sitePod = deployment.spec!.template.spec!.securityContext!;
  if (pod.securityContext?.runAsNonRoot !== true) problems.push('the pod may run as root');
  if (pod.securityContext?.runAsUser !== sitePod.runAsUser) problems.push('not the image user');
  const security = container.securityContext;
  if (security?.readOnlyRootFilesystem !== true) problems.push('root filesystem is writable');
  if (security?.allowPrivilegeEscalation !== false) problems.push('privilege escalation allowed');
  if (!security?.capabilities?.drop?.includes('ALL')) problems.push('capabilities not dropped');
  return problems;
}
