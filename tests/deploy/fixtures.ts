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

export function parts(rendered: Rendered) {
  const deployment = only(rendered, Deployment.is);
  const container = deployment.spec!.template.spec!.containers[0]!;
  return { deployment, container, service: only(rendered, Service.is) };
}

/** A typed object (a broken copy) back as a document for the checks, which take any input. */
export function asDocument(source: string, value: object): LoadedDocument {
  return { source, doc: value as LoadedDocument['doc'] };
}
