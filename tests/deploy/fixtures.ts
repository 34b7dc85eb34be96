import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { Service } from 'kubernetes-models/v1/Service';

import type { LoadedDocument, Rendered } from './kustomize';

/** The one object of a kind in a rendered folder (these folders have one of each). */
export function only<T>(rendered: Rendered, is: (value: unknown) => value is T): T {
  const found: T[] = [];
  for (const { doc } of rendered.resources) if (is(doc)) found.push(doc);
  if (found.length !== 1) throw new Error(`expected one object of the kind, found ${found.length}`);
  return found[0]!;
}

/** A deep copy to break on purpose, so a check can be shown to notice. */
export function copy<T>(value: T): T {
  return structuredClone(value);
}

/** The object of a kind with `name` (a folder may hold several of the kind). */
export function named<T extends { metadata?: { name?: string } }>(
  rendered: Rendered,
  is: (value: unknown) => value is T,
  name: string,
): T {
  const found: T[] = [];
  for (const { doc } of rendered.resources) if (is(doc)) found.push(doc);
  const match = found.find((doc) => doc.metadata?.name === name);
  if (!match) throw new Error(`no object of the kind named ${name}`);
  return match;
}

export function parts(rendered: Rendered) {
  const deployment = only(rendered, Deployment.is);
  const container = deployment.spec!.template.spec!.containers[0]!;
  return {
    deployment,
    container,
    // The public Service; the metrics Service is another.
    service: named(rendered, Service.is, 'game-partner-site'),
    metricsService: named(rendered, Service.is, 'game-partner-site-metrics'),
  };
}

/** A typed object (a broken copy) back as a document for the checks, which take any input. */
export function asDocument(source: string, value: object): LoadedDocument {
  return { source, doc: value as LoadedDocument['doc'] };
}
