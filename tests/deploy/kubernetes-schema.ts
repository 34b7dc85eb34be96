/**
 * Kubernetes schema checks from the `kubernetes-models` package, in two halves:
 * - its JSON-schema validators (types, formats, enums, required fields), which, like the API's
 *   own OpenAPI schemas, accept fields they do not know;
 * - its TypeScript types, through the compiler's excess-property check, which catches exactly
 *   that: a misspelt field (`readOnlyRootFileSystem`) that the cluster would reject or ignore.
 * Both run offline from the installed package.
 */
import path from 'node:path';

import { Gateway } from '@kubernetes-models/gateway-api/gateway.networking.k8s.io/v1/Gateway';
import { HTTPRoute } from '@kubernetes-models/gateway-api/gateway.networking.k8s.io/v1/HTTPRoute';
import { PrometheusRule } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/PrometheusRule';
import { ServiceMonitor } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/ServiceMonitor';
import { Middleware } from '@kubernetes-models/traefik/traefik.io/v1alpha1/Middleware';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { CronJob } from 'kubernetes-models/batch/v1/CronJob';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import ts from 'typescript';

import type { LoadedDocument } from './kustomize';

type ModelClass = new (data: never) => { validate(): void };

/** The kinds the deployment uses; another kind needs its model added here. */
const MODELS = new Map<string, ModelClass>(
  [
    Deployment,
    Service,
    HorizontalPodAutoscaler,
    PodDisruptionBudget,
    ConfigMap,
    Secret,
    Namespace,
    Job,
    CronJob,
    NetworkPolicy,
    // Gateway API's kinds, from the package generated from its published CRDs.
    Gateway,
    HTTPRoute,
    // The prometheus-operator's and Traefik's kinds, likewise from their published CRDs.
    ServiceMonitor,
    PrometheusRule,
    Middleware,
  ].map((model) => [`${model.apiVersion}/${model.kind}`, model]),
);

/** Problems of one object against the schema of its apiVersion and kind; empty when valid. */
export function schemaProblems({ source, doc }: LoadedDocument): string[] {
  const Model = MODELS.get(`${doc.apiVersion}/${doc.kind}`);
  if (!Model) return [`${source}: no schema for ${doc.apiVersion} ${doc.kind}`];
  try {
    // The model's constructor types its input; checking untyped input is the point here.
    new Model(doc as never).validate();
    return [];
  } catch (error) {
    return [`${source}: ${error instanceof Error ? error.message : String(error)}`];
  }
}

/** API groups whose models come from a package of their own (a CRD's), not kubernetes-models. */
const CRD_PACKAGES: Readonly<Record<string, string>> = {
  'monitoring.coreos.com': '@kubernetes-models/prometheus-operator',
  'gateway.networking.k8s.io': '@kubernetes-models/gateway-api',
  'traefik.io': '@kubernetes-models/traefik',
};

/** `apps/v1` + `Deployment` -> the module and interface that type it in kubernetes-models. */
function typeOf(apiVersion: string, kind: string): { module: string; name: string } {
  const crdPackage = CRD_PACKAGES[apiVersion.split('/')[0]!];
  return { module: `${crdPackage ?? 'kubernetes-models'}/${apiVersion}/${kind}`, name: `I${kind}` };
}

export interface FieldCheck {
  document: LoadedDocument;
  /** A patch: every field optional, but each one must still exist and have the right type. */
  partial?: boolean;
}

const COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts'],
  types: [],
};

/**
 * Field names and types of each object against the kubernetes-models interface of its kind,
 * by compiling `const x: IDeployment = {...}` in memory. One problem list per object, in order.
 */
export function fieldProblems(checks: readonly FieldCheck[]): string[][] {
  // Resolved from this folder, so the compiler finds kubernetes-models in node_modules.
  const file = path.join(import.meta.dirname, '__manifest-types__.ts');
  const lines = [
    'type DeepPartial<T> = T extends readonly (infer U)[] ? DeepPartial<U>[]',
    '  : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;',
  ];
  const imported = new Map<string, string>();
  const ranges: { start: number; end: number }[] = [];
  let declarations = '';
  checks.forEach(({ document: { doc }, partial }, index) => {
    const { module, name } = typeOf(doc.apiVersion, doc.kind);
    const key = `${module}#${name}`;
    if (!imported.has(key)) {
      const alias = `T${imported.size}`;
      imported.set(key, alias);
      lines.push(`import type { ${name} as ${alias} } from '${module}';`);
    }
    const type = partial ? `DeepPartial<${imported.get(key)}>` : imported.get(key);
    const declaration = `export const doc${index}: ${type} = ${JSON.stringify(doc, null, 2)};\n`;
    ranges.push({ start: declarations.length, end: declarations.length + declaration.length });
    declarations += declaration;
  });
  const header = `${lines.join('\n')}\n`;
  const source = header + declarations;

  const host = ts.createCompilerHost(COMPILER_OPTIONS);
  const readSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, languageVersion, ...rest) =>
    name === file
      ? ts.createSourceFile(name, source, languageVersion)
      : readSourceFile(name, languageVersion, ...rest);
  const program = ts.createProgram([file], COMPILER_OPTIONS, host);
  const sourceFile = program.getSourceFile(file)!;
  const diagnostics = [
    ...program.getSyntacticDiagnostics(sourceFile),
    ...program.getSemanticDiagnostics(sourceFile),
  ];

  const problems: string[][] = checks.map(() => []);
  for (const diagnostic of diagnostics) {
    // The last line of the message chain is the specific one (the field, the expected type).
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n').split('\n');
    const text = message.at(-1)!.trim();
    const offset = (diagnostic.start ?? 0) - header.length;
    const index = ranges.findIndex(({ start, end }) => offset >= start && offset < end);
    if (index === -1) {
      // Outside every object (an import that does not resolve): it concerns them all.
      problems.forEach((list) => list.push(text));
    } else {
      problems[index]!.push(`${checks[index]!.document.source}: ${text}`);
    }
  }
  return problems;
}
