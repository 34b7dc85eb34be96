import { existsSync } from 'node:fs';
import path from 'node:path';

import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import { describe, expect, it } from 'vitest';

import { containersOf } from './contract';
import { only, parts } from './fixtures';
import {
  BASE_DIR,
  gitIgnoredNames,
  type LoadedDocument,
  OVERLAY_DIR,
  readKustomization,
  render,
} from './kustomize';

/**
 * Fields the contract tests check on the base Deployment. No kustomize runs here to apply
 * patches, so a patch that changes one of these would escape those checks.
 */
const CHECKED_FIELDS = [
  'env',
  'envFrom',
  'ports',
  'livenessProbe',
  'readinessProbe',
  'startupProbe',
  'terminationGracePeriodSeconds',
  'volumes',
  'volumeMounts',
  'securityContext',
  'command',
  'args',
];

function fieldNames(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(fieldNames);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...fieldNames(inner)]);
}

/** Problems of patches against the objects they patch: each must exist to be patched. */
function patchTargetProblems(patches: readonly LoadedDocument[], base: readonly LoadedDocument[]) {
  const problems: string[] = [];
  for (const { source, doc } of patches) {
    const target = base.find(
      (resource) =>
        resource.doc.apiVersion === doc.apiVersion &&
        resource.doc.kind === doc.kind &&
        resource.doc.metadata.name === doc.metadata.name,
    );
    if (!target) {
      problems.push(`${source}: no ${doc.apiVersion} ${doc.kind} ${doc.metadata.name} in the base`);
      continue;
    }
    if (Deployment.is(doc) && Deployment.is(target.doc)) {
      const names = containersOf(target.doc).map((container) => container.name);
      for (const container of containersOf(doc)) {
        if (!names.includes(container.name)) {
          problems.push(`${source}: the base has no container ${container.name}`);
        }
      }
    }
    for (const field of Deployment.is(doc) ? fieldNames(doc) : []) {
      if (CHECKED_FIELDS.includes(field)) {
        problems.push(`${source}: patches ${field}, which the tests check on the base only`);
      }
    }
  }
  return problems;
}

describe('deploy/kubernetes/overlays/example', () => {
  const base = render(BASE_DIR);
  const overlay = render(OVERLAY_DIR);
  const kustomization = readKustomization(OVERLAY_DIR);

  it('builds on the base and creates the namespace it deploys into', () => {
    expect(kustomization.resources).toContain(path.relative(OVERLAY_DIR, BASE_DIR));
    expect(kustomization.namespace).toBeDefined();
    expect(only(overlay, Namespace.is).metadata!.name).toBe(kustomization.namespace);
  });

  it('sets a registry and a tag for the image the base runs', () => {
    const { container } = parts(base);
    const image = kustomization.images.find(({ name }) => name === container.image);
    expect(image?.newName).toMatch(/^[a-z0-9.-]+\.[a-z]+(:\d+)?\/game-partner-site$/);
    expect(image?.newTag).toMatch(/^[\w][\w.-]*$/);
  });

  it('replaces the placeholder API origin and public origin with its own', () => {
    const baseEnv = base.configMaps.get('game-partner-site-env')!;
    const env = overlay.configMaps.get('game-partner-site-env')!;
    for (const name of ['API_UPSTREAM_URL', 'PUBLIC_ORIGIN']) {
      expect(env[name]).toMatch(/^https:\/\//);
      expect(env[name]).not.toBe(baseEnv[name]);
    }
    // `merge` keeps the base's other settings.
    expect(env.TRUST_PROXY).toBe(baseEnv.TRUST_PROXY);
    expect(env.SITE_CONFIG).toBe(baseEnv.SITE_CONFIG);
  });

  it('brings its own site config and its own secret in place of the base placeholders', () => {
    const siteConfig = 'game-partner-site-site-config';
    expect(overlay.configMaps.get(siteConfig)).not.toEqual(base.configMaps.get(siteConfig));
    const secret = kustomization.secretGenerator.find((g) => g.name === 'game-partner-site-csrf');
    expect(secret?.behavior).toBe('replace');
  });

  it('keeps its secret file out of git and commits an example of it instead', () => {
    const secret = kustomization.secretGenerator.find((g) => g.name === 'game-partner-site-csrf');
    const [envFile] = secret!.envs!;
    expect(gitIgnoredNames(OVERLAY_DIR).has(envFile!)).toBe(true);
    expect(existsSync(path.join(OVERLAY_DIR, `${envFile}.example`))).toBe(true);
  });

  it('patches only objects of the base, and no field the contract tests check', () => {
    expect(overlay.patches.length).toBeGreaterThan(0);
    expect(patchTargetProblems(overlay.patches, base.resources)).toEqual([]);
  });

  it('reports a patch of a missing object, a missing container or a checked field', () => {
    const patch = (doc: LoadedDocument['doc']): LoadedDocument => ({ source: 'patch.yaml', doc });
    const deployment = {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name: 'game-partner-site' },
    };
    const containers = (container: object) => ({
      ...deployment,
      spec: { template: { spec: { containers: [{ name: 'web', ...container }] } } },
    });
    expect(
      patchTargetProblems(
        [
          patch({ ...deployment, metadata: { name: 'game-partner-web' } }),
          patch({ ...deployment, kind: 'StatefulSet' }),
          patch({
            ...containers({}),
            spec: { template: { spec: { containers: [{ name: 'app' }] } } },
          }),
          patch(containers({ livenessProbe: { httpGet: { path: '/health' } } })),
        ],
        base.resources,
      ),
    ).toEqual([
      'patch.yaml: no apps/v1 Deployment game-partner-web in the base',
      'patch.yaml: no apps/v1 StatefulSet game-partner-site in the base',
      'patch.yaml: the base has no container app',
      'patch.yaml: patches livenessProbe, which the tests check on the base only',
    ]);
  });
});
