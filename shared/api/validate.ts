/**
 * The one place upstream payloads are checked: an endpoint whose payload a page shows names its
 * schema, and the call resolves only what the schema keeps, or rejects.
 *
 * The schemas and zod are loaded on the first such call, alongside the request, not imported: on
 * the server that is once per process; in the browser it keeps them out of the first-load bundle
 * (the server rendered and checked the first page's data) and fetches them, in parallel with the
 * request, on the first client-side navigation or data call.
 */
import type * as z from 'zod/mini';

import { ApiError, INVALID_ENVELOPE_CODE } from './envelope';
import type { PayloadSchemas } from './schemas';

export type PayloadName = keyof PayloadSchemas;
/** What the call of `name` resolves: the payload as its schema keeps it. */
export type Payload<K extends PayloadName> = z.output<PayloadSchemas[K]>;

/** A 2xx answer with error_code 0 whose payload is not of the shape its page needs. */
export class InvalidPayloadError extends ApiError {
  override name = 'InvalidPayloadError';
  /** Where the payload went wrong, e.g. `list.0.name`, for the logs. */
  readonly paths: string[];

  constructor(payload: PayloadName, paths: string[]) {
    super(200, INVALID_ENVELOPE_CODE, `Invalid ${payload} payload at ${paths.join(', ')}`);
    this.paths = paths;
  }
}

/** The part of a schema used here; the method, not zod's function, so zod is not imported. */
interface PayloadSchema<T> {
  safeParse(data: unknown): z.util.SafeParseResult<T>;
}

let schemas: Promise<PayloadSchemas> | undefined;

function loadSchemas(): Promise<PayloadSchemas> {
  schemas ??= import('./schemas').then(
    (module) => module.payloadSchemas,
    (error: unknown) => {
      // A chunk that failed to load (a network blip) is asked for again by the next call.
      schemas = undefined;
      throw error;
    },
  );
  // Awaited only once the answer is in: a call that fails first leaves no unhandled rejection.
  schemas.catch(() => undefined);
  return schemas;
}

/** The `parse` of a call whose payload is `name`'s; starts loading the schemas at once. */
export function payloadParser<K extends PayloadName>(
  name: K,
): (payload: unknown) => Promise<Payload<K>> {
  const loaded = loadSchemas();
  return async (payload) => {
    const byName: { [P in PayloadName]: PayloadSchema<Payload<P>> } = await loaded;
    const result = byName[name].safeParse(payload);
    if (result.success) return result.data;
    const paths = result.error.issues.slice(0, 5).map((issue) => issue.path.join('.') || '(root)');
    throw new InvalidPayloadError(name, paths);
  };
}
