import { createEndpoints } from '../../shared/api/endpoints';
import type { ApiRequester } from '../../shared/api/request';

/** The label of every path that is no endpoint the site's API client knows. */
export const OTHER_ENDPOINT = '(other)';

/**
 * The paths of the API client's endpoints, read from the client itself: each endpoint function
 * is called once with a requester that only records the path. The API's paths carry no ids
 * (those go in the query), so a path is its endpoint's template.
 */
function recordEndpointPaths(): ReadonlySet<string> {
  const paths = new Set<string>();
  const record: ApiRequester = (call) => {
    paths.add(call.path);
    return Promise.reject(new Error('recorded'));
  };
  const visit = (node: unknown): void => {
    for (const value of Object.values(node as Record<string, unknown>)) {
      if (typeof value === 'function') {
        // Each endpoint takes its arguments as plain objects; empty ones are enough to see its path.
        const call = (value as (...args: unknown[]) => unknown)({}, {});
        if (call instanceof Promise) call.catch(() => undefined);
      } else if (typeof value === 'object' && value !== null) visit(value);
    }
  };
  visit(createEndpoints(record));
  return paths;
}

let known: ReadonlySet<string> | undefined;

/** A call's path as a metric label: its own when it is a known endpoint, else `(other)`. */
export function endpointLabel(path: string): string {
  known ??= recordEndpointPaths();
  return known.has(path) ? path : OTHER_ENDPOINT;
}
