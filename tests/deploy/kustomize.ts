/**
 * Reads the kustomize folders in deploy/kubernetes the way `kustomize build` reads them, for the
 * parts these folders use: resources (files and folders), ConfigMap and Secret generators with
 * their merge/replace behaviour, and patch files. No kustomize runs here (there is none for
 * Node), so patches are listed, not applied; the tests check them on their own.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { parseAllDocuments } from 'yaml';
import { z } from 'zod';

export const DEPLOY_DIR = path.resolve(import.meta.dirname, '../../deploy');
export const BASE_DIR = path.join(DEPLOY_DIR, 'kubernetes/base');
export const OVERLAY_DIR = path.join(DEPLOY_DIR, 'kubernetes/overlays/example');

const generatorSchema = z.strictObject({
  name: z.string().min(1),
  behavior: z.enum(['create', 'merge', 'replace']).optional(),
  envs: z.array(z.string()).optional(),
  files: z.array(z.string()).optional(),
  literals: z.array(z.string()).optional(),
  type: z.string().optional(),
  options: z
    .strictObject({
      labels: z.record(z.string(), z.string()).optional(),
      annotations: z.record(z.string(), z.string()).optional(),
      disableNameSuffixHash: z.boolean().optional(),
    })
    .optional(),
});

/**
 * The Kustomization fields these folders use. Strict, as kustomize is: a misspelt key is an
 * error there, so it is one here too rather than a silently ignored setting.
 */
export const kustomizationSchema = z.strictObject({
  apiVersion: z.literal('kustomize.config.k8s.io/v1beta1'),
  kind: z.literal('Kustomization'),
  namespace: z.string().min(1).optional(),
  resources: z.array(z.string()).default([]),
  images: z
    .array(
      z.strictObject({
        name: z.string().min(1),
        newName: z.string().min(1).optional(),
        newTag: z.string().min(1).optional(),
        digest: z.string().min(1).optional(),
      }),
    )
    .default([]),
  configMapGenerator: z.array(generatorSchema).default([]),
  secretGenerator: z.array(generatorSchema).default([]),
  patches: z.array(z.strictObject({ path: z.string() })).default([]),
});

export type Kustomization = z.infer<typeof kustomizationSchema>;
export type Generator = z.infer<typeof generatorSchema>;

/** What every Kubernetes object has; the rest is checked by the schema validators. */
export interface Resource {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  [field: string]: unknown;
}

export interface LoadedDocument {
  /** `file#index`, for messages. */
  source: string;
  doc: Resource;
}

const resourceHeader = z.looseObject({
  apiVersion: z.string().min(1),
  kind: z.string().min(1),
  metadata: z.looseObject({ name: z.string().min(1) }),
});

export function readKustomization(dir: string): Kustomization {
  const text = readFileSync(path.join(dir, 'kustomization.yaml'), 'utf8');
  return kustomizationSchema.parse(parseYamlDocuments(text, dir)[0]);
}

function parseYamlDocuments(text: string, source: string): unknown[] {
  return parseAllDocuments(text).map((document) => {
    if (document.errors.length > 0) throw new Error(`${source}: ${document.errors[0]!.message}`);
    return document.toJS() as unknown;
  });
}

/** Every object in a YAML file, each with apiVersion, kind and metadata.name. */
export function readManifestFile(file: string): LoadedDocument[] {
  const relative = path.relative(path.dirname(DEPLOY_DIR), file);
  return parseYamlDocuments(readFileSync(file, 'utf8'), relative).map((doc, index) => {
    const source = `${relative}#${index}`;
    const header = resourceHeader.safeParse(doc);
    if (!header.success) throw new Error(`${source} is not a Kubernetes object`);
    return { source, doc: doc as Resource };
  });
}

/** `KEY=VALUE` lines of a kustomize env file; blank lines and `#` comments are skipped. */
export function parseEnvLines(lines: readonly string[], source: string): Record<string, string> {
  const data: Record<string, string> = {};
  for (const line of lines) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const equals = trimmed.indexOf('=');
    if (equals <= 0) throw new Error(`${source}: "${trimmed}" is not KEY=VALUE`);
    data[trimmed.slice(0, equals)] = trimmed.slice(equals + 1);
  }
  return data;
}

/** Names listed in a folder's .gitignore (plain names only: that is all these folders use). */
export function gitIgnoredNames(dir: string): Set<string> {
  const file = path.join(dir, '.gitignore');
  if (!existsSync(file)) return new Set();
  const lines = readFileSync(file, 'utf8').split('\n');
  return new Set(lines.map((line) => line.trim()).filter((l) => l !== '' && !l.startsWith('#')));
}

/**
 * The file a generator reads. A git-ignored file (a real secret) is absent from a checkout, so
 * its committed `.example` stands in for it: same keys, placeholder values.
 */
export function generatorInput(dir: string, name: string): string {
  const file = path.join(dir, name);
  return gitIgnoredNames(dir).has(name) ? `${file}.example` : file;
}

/** The data a generator produces (keys and plain-text values, before any base64). */
export function generatorData(dir: string, generator: Generator): Record<string, string> {
  const source = `${path.relative(DEPLOY_DIR, dir)}: ${generator.name}`;
  const data: Record<string, string> = {};
  for (const envFile of generator.envs ?? []) {
    const file = generatorInput(dir, envFile);
    Object.assign(data, parseEnvLines(readFileSync(file, 'utf8').split('\n'), source));
  }
  Object.assign(data, parseEnvLines(generator.literals ?? [], source));
  for (const entry of generator.files ?? []) {
    // `key=path` names the key; a bare path uses the file's name.
    const [key, file] = entry.includes('=') ? entry.split('=', 2) : [path.basename(entry), entry];
    data[key!] = readFileSync(generatorInput(dir, file!), 'utf8');
  }
  return data;
}

export interface GeneratedMetadata {
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}

export interface Rendered {
  resources: LoadedDocument[];
  configMaps: Map<string, Record<string, string>>;
  /** Labels and annotations a generator's `options` put on its object, by `Kind/name`. */
  generatedMetadata: Map<string, GeneratedMetadata>;
  secrets: Map<string, Record<string, string>>;
  /** Patch documents of this folder and the folders it includes, in order. */
  patches: LoadedDocument[];
  kustomization: Kustomization;
}

function applyGenerators(
  dir: string,
  generators: readonly Generator[],
  into: Map<string, Record<string, string>>,
  metadata: { kind: string; into: Map<string, GeneratedMetadata> },
): void {
  for (const generator of generators) {
    const { labels, annotations } = generator.options ?? {};
    metadata.into.set(`${metadata.kind}/${generator.name}`, {
      ...(labels && { labels }),
      ...(annotations && { annotations }),
    });
    const data = generatorData(dir, generator);
    const existing = into.get(generator.name);
    const behavior = generator.behavior ?? 'create';
    if (behavior === 'create') {
      if (existing) throw new Error(`${generator.name} is generated twice`);
      into.set(generator.name, data);
    } else {
      if (!existing) throw new Error(`${generator.name} has behavior ${behavior} but no base`);
      into.set(generator.name, behavior === 'merge' ? { ...existing, ...data } : data);
    }
  }
}

/** A kustomize folder with the folders it includes, generators merged as kustomize does. */
export function render(dir: string): Rendered {
  const kustomization = readKustomization(dir);
  const rendered: Rendered = {
    resources: [],
    configMaps: new Map(),
    secrets: new Map(),
    generatedMetadata: new Map(),
    patches: [],
    kustomization,
  };
  for (const entry of kustomization.resources) {
    const target = path.resolve(dir, entry);
    if (statSync(target).isDirectory()) {
      const included = render(target);
      rendered.resources.push(...included.resources);
      included.configMaps.forEach((data, name) => rendered.configMaps.set(name, data));
      included.secrets.forEach((data, name) => rendered.secrets.set(name, data));
      included.generatedMetadata.forEach((meta, key) => rendered.generatedMetadata.set(key, meta));
      rendered.patches.push(...included.patches);
    } else {
      rendered.resources.push(...readManifestFile(target));
    }
  }
  const into = rendered.generatedMetadata;
  applyGenerators(dir, kustomization.configMapGenerator, rendered.configMaps, {
    kind: 'ConfigMap',
    into,
  });
  applyGenerators(dir, kustomization.secretGenerator, rendered.secrets, { kind: 'Secret', into });
  for (const patch of kustomization.patches) {
    rendered.patches.push(...readManifestFile(path.resolve(dir, patch.path)));
  }
  return rendered;
}

/** The generated ConfigMaps and Secrets as the objects kustomize writes (names without hash). */
export function generatedObjects(rendered: Rendered): LoadedDocument[] {
  const objects: LoadedDocument[] = [];
  for (const [name, data] of rendered.configMaps) {
    objects.push({
      source: `configMapGenerator ${name}`,
      doc: {
        apiVersion: 'v1',
        kind: 'ConfigMap',
        metadata: { name, ...rendered.generatedMetadata.get(`ConfigMap/${name}`) },
        data,
      },
    });
  }
  for (const [name, data] of rendered.secrets) {
    const encoded = Object.fromEntries(
      Object.entries(data).map(([key, value]) => [key, Buffer.from(value).toString('base64')]),
    );
    objects.push({
      source: `secretGenerator ${name}`,
      doc: {
        apiVersion: 'v1',
        kind: 'Secret',
        metadata: { name, ...rendered.generatedMetadata.get(`Secret/${name}`) },
        type: 'Opaque',
        data: encoded,
      },
    });
  }
  return objects;
}

/**
 * Problems with the files a kustomization names: each must exist (a git-ignored one needs its
 * `.example`), and every manifest or data file in the folder must be used, so nothing written
 * for the deployment is silently left out of it.
 */
export function kustomizationFileProblems(dir: string, kustomization: Kustomization): string[] {
  const problems: string[] = [];
  const ignored = gitIgnoredNames(dir);
  const listed = new Set<string>();
  const generators = [...kustomization.configMapGenerator, ...kustomization.secretGenerator];
  const referenced = [
    ...kustomization.resources,
    ...kustomization.patches.map((patch) => patch.path),
    ...generators.flatMap((g) => [
      ...(g.envs ?? []),
      ...(g.files ?? []).map((entry) => entry.split('=').at(-1)!),
    ]),
  ];
  for (const entry of referenced) {
    const target = path.resolve(dir, entry);
    if (path.dirname(target) === dir) listed.add(path.basename(target));
    if (existsSync(target)) {
      if (statSync(target).isDirectory() && !existsSync(path.join(target, 'kustomization.yaml'))) {
        problems.push(`${entry} is a folder without a kustomization.yaml`);
      }
    } else if (!ignored.has(entry)) {
      problems.push(`${entry} does not exist`);
    } else if (!existsSync(`${target}.example`)) {
      problems.push(`${entry} is git-ignored but ${entry}.example does not exist`);
    }
  }
  for (const name of readdirSync(dir)) {
    const used = listed.has(name) || (name.endsWith('.example') && listed.has(name.slice(0, -8)));
    const own = name === 'kustomization.yaml' || name === '.gitignore' || ignored.has(name);
    if (!used && !own) problems.push(`${name} is not listed in kustomization.yaml`);
  }
  return problems;
}
