/** Reading query and body parameters; a missing or malformed required one is error 40000. */
import type { Request } from 'express';

import { API_ERROR_CODES, type Paged } from '../shared/api/types';
import { DemoApiError } from './envelope';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 50;

/** The body as a plain object ({} when there is none or it is not an object). */
export function bodyOf(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  return body && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

/** A query parameter as a string (the first one when repeated). */
export function queryParam(req: Request, name: string): string | undefined {
  const value: unknown = req.query[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}

/** A string body field; numbers are accepted and turned into strings. */
export function bodyString(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

function toId(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^\d{1,9}$/.test(value.trim())) {
    const parsed = Number(value.trim());
    return parsed > 0 ? parsed : undefined;
  }
  return undefined;
}

/** A positive integer id from a query value or body field; undefined when absent or empty. */
export function optionalId(value: unknown, field: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const id = toId(value);
  if (id === undefined)
    throw new DemoApiError(API_ERROR_CODES.INVALID_PARAMS, 'invalid_params', { field });
  return id;
}

export function requiredId(value: unknown, field: string): number {
  const id = optionalId(value, field);
  if (id === undefined)
    throw new DemoApiError(API_ERROR_CODES.INVALID_PARAMS, 'invalid_params', { field });
  return id;
}

function lenientInt(value: unknown, fallback: number, min: number, max: number): number {
  const parsed =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isFinite(parsed)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(parsed)));
}

/** page (from 1) and page_size (1-50, default 20); bad values fall back to the defaults. */
export function pageParams(source: { page?: unknown; page_size?: unknown }): {
  page: number;
  pageSize: number;
} {
  return {
    page: lenientInt(source.page, 1, 1, 1_000_000),
    pageSize: lenientInt(source.page_size, DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE),
  };
}

export function paginate<T>(items: readonly T[], page: number, pageSize: number): Paged<T> {
  const start = (page - 1) * pageSize;
  return {
    list: items.slice(start, start + pageSize),
    total: items.length,
    page,
    page_size: pageSize,
    has_more: start + pageSize < items.length,
  };
}
