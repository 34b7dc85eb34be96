import type { LoaderFunctionArgs } from 'react-router-dom';

import { notFound } from './not-found';

/** Loader of the catch-all routes of both trees. */
export function notFoundLoader({ request }: LoaderFunctionArgs): never {
  notFound(request);
}
