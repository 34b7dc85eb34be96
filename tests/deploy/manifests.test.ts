import { describe, expect, it } from 'vitest';

import { asDocument, copy, parts } from './fixtures';
import { fieldProblems, schemaProblems } from './kubernetes-schema';
import {
  BASE_DIR,
  generatedObjects,
  kustomizationFileProblems,
  kustomizationSchema,
  OVERLAY_DIR,
  readKustomization,
  render,
} from './kustomize';

const folders = [
  ['base', BASE_DIR],
  ['overlay example', OVERLAY_DIR],
] as const;

describe.each(folders)('deploy/kubernetes %s', (_name, dir) => {
  const rendered = render(dir);
  const objects = [...rendered.resources, ...generatedObjects(rendered)];

  it('lists every file it uses, and each one it lists exists', () => {
    expect(kustomizationFileProblems(dir, readKustomization(dir))).toEqual([]);
  });

  it('has every object valid against the Kubernetes schema of its kind', () => {
    expect(objects.length).toBeGreaterThan(0);
    expect(objects.flatMap(schemaProblems)).toEqual([]);
  });

  it('uses only field names Kubernetes knows, in objects and patches alike', () => {
    const checks = [
      ...objects.map((document) => ({ document })),
      ...rendered.patches.map((document) => ({ document, partial: true })),
    ];
    expect(fieldProblems(checks).flat()).toEqual([]);
  });
});

describe('the Kubernetes schema checks', () => {
  const base = render(BASE_DIR);
  const { deployment } = parts(base);
  const source = 'deployment.yaml (broken copy)';

  it('reject a value of the wrong type', () => {
    const broken = copy(deployment);
    Object.assign(broken.spec!, { replicas: 'three' });
    expect(schemaProblems(asDocument(source, broken))).toEqual([
      `${source}: data/spec/replicas must be integer`,
    ]);
  });

  it('reject a missing required field', () => {
    const broken = copy(deployment);
    Reflect.deleteProperty(broken.spec!, 'selector');
    expect(schemaProblems(asDocument(source, broken))).toEqual([
      `${source}: data/spec must have required property selector`,
    ]);
  });

  it('reject a misspelt field, which the JSON schema alone lets through', () => {
    const broken = copy(deployment);
    const securityContext = broken.spec!.template.spec!.containers[0]!.securityContext!;
    Reflect.deleteProperty(securityContext, 'readOnlyRootFilesystem');
    Object.assign(securityContext, { readOnlyRootFileSystem: true });
    const document = asDocument(source, broken);

    expect(schemaProblems(document)).toEqual([]);
    const [problems] = fieldProblems([{ document }]);
    expect(problems).toEqual([
      expect.stringMatching(/^deployment\.yaml \(broken copy\): .*'"readOnlyRootFileSystem"'/),
    ]);
  });

  it('check patches field by field without asking for the fields a patch leaves out', () => {
    const patch = {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name: 'game-partner-site' },
      spec: { replicas: 4 },
    };
    const misspelt = { ...patch, spec: { replica: 4 } };
    const wrongType = { ...patch, spec: { replicas: 'four' } };
    const results = fieldProblems(
      [patch, misspelt, wrongType].map((doc, index) => ({
        document: { source: `patch ${index}`, doc },
        partial: true,
      })),
    );
    expect(results[0]).toEqual([]);
    expect(results[1]).toEqual([expect.stringMatching(/^patch 1: .*'"replica"'/)]);
    expect(results[2]).toEqual([expect.stringMatching(/^patch 2: .*'string'.*'number'/)]);
  });

  it('reject a broken Gateway, HTTPRoute or Traefik Middleware, from their published CRDs', () => {
    const find = (kind: string) => copy(base.resources.find(({ doc }) => doc.kind === kind)!.doc);
    const gateway = find('Gateway');
    Object.assign((gateway.spec as { listeners: object[] }).listeners[0]!, { port: 'https' });
    const route = find('HTTPRoute');
    Object.assign(route.spec as object, { hostnames: ['not a host!'] });
    const middleware = find('Middleware');
    Object.assign(middleware.spec as object, { buffering: { maxRequestBodyBytes: '1m' } });
    const problems = [gateway, route, middleware].map((doc) =>
      schemaProblems(asDocument(`${doc.kind} (broken copy)`, doc)),
    );
    expect(problems).toEqual([
      [expect.stringMatching(/^Gateway \(broken copy\): .*port must be integer/)],
      [expect.stringMatching(/^HTTPRoute \(broken copy\): .*hostnames\/0 must match pattern/)],
      [expect.stringMatching(/^Middleware \(broken copy\): .*maxRequestBodyBytes must be integer/)],
    ]);
  });

  it('name a kind they have no schema for', () => {
    const doc = { apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name: 'w' } };
    expect(schemaProblems({ source: 'widget.yaml', doc })).toEqual([
      'widget.yaml: no schema for example.com/v1 Widget',
    ]);
  });
});

describe('the kustomization checks', () => {
  const kustomization = readKustomization(BASE_DIR);

  it('report a listed file that does not exist and a manifest left out', () => {
    const broken = copy(kustomization);
    broken.resources = broken.resources.filter((file) => file !== 'pdb.yaml');
    broken.resources.push('missing.yaml');
    expect(kustomizationFileProblems(BASE_DIR, broken)).toEqual([
      'missing.yaml does not exist',
      'pdb.yaml is not listed in kustomization.yaml',
    ]);
  });

  it('report a generator input that does not exist', () => {
    const broken = copy(kustomization);
    broken.configMapGenerator[0]!.envs = ['missing.env'];
    expect(kustomizationFileProblems(BASE_DIR, broken)).toEqual([
      'missing.env does not exist',
      'config.env is not listed in kustomization.yaml',
    ]);
  });

  it('reject a misspelt kustomization key, as kustomize does', () => {
    const parsed = kustomizationSchema.safeParse({ ...kustomization, resource: ['x.yaml'] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(/resource/);
  });
});
