import type { LoaderFunctionArgs } from 'react-router-dom';
import { ApiError } from '../../shared/api/envelope';
import { API_ERROR_CODES } from '../../shared/api/types';
import type { ApiClient } from '../../shared/api/client';
import { notFound } from '../pages/errors/not-found';
import { apiFrom } from './api-context';

/** Every list asks for the API's largest page (page_size is capped at 50). */
export const LIST_PAGE_SIZE = 50;

/** What every loader needs: the API client and the request's abort signal. */
export function loaderApi({ context }: LoaderFunctionArgs): ApiClient {
  return apiFrom(context);
}

/** An API "not found" becomes the site's 404 page; any other failure stays an error. */
export async function orNotFound<T>(request: Request, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.errorCode === API_ERROR_CODES.NOT_FOUND) {
      notFound(request);
    }
    throw error;
  }
}
