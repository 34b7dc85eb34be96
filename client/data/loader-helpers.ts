import type { LoaderFunctionArgs } from 'react-router-dom';

import type { ApiClient } from '../../shared/api/client';
import { ApiError } from '../../shared/api/envelope';
import { API_ERROR_CODES } from '../../shared/api/types';
import { notFound } from '../pages/errors/not-found';
import { unavailable } from '../pages/errors/unavailable';
import { apiFrom } from './api-context';

/** Every list asks for the API's largest page (page_size is capped at 50). */
export const LIST_PAGE_SIZE = 50;

/** What every loader needs: the API client and the request's abort signal. */
export function loaderApi({ context }: LoaderFunctionArgs): ApiClient {
  return apiFrom(context);
}

/** Whether the API answered that the record does not exist: an unknown id, not a failure. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.errorCode === API_ERROR_CODES.NOT_FOUND;
}

/**
 * The call a detail page is made of, awaited. An unknown id is the site's 404 page; any other
 * failure (the upstream down, past its deadline, or answering a payload the page cannot show) is
 * the 503 page, which keeps the chrome and offers a retry.
 */
export async function pageData<T>(request: Request, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isNotFound(error)) notFound(request);
    unavailable();
  }
}
