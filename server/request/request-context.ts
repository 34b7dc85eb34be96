import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

import type { RequestHandler, Response } from 'express';

import { requestHeader } from '../http/request-header';
import type { FailureReason } from '../metrics/failure-reason';
import type { PageRequest } from './page-request';

/** The header that carries the request's id, both ways. */
export const REQUEST_ID_HEADER = 'X-Request-Id';
const VALID_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** A page's server-side call that failed, for the request's log line. */
export interface PageDataFailure {
  endpoint: string;
  reason: FailureReason;
}

/**
 * What the steps of one request tell each other: made by the first middleware, so every later
 * step finds it, and each field says which step fills it.
 */
export interface RequestContext {
  /** The client's or balancer's id when it sent a sane one, else a new one; echoed back. */
  readonly id: string;
  /** `performance.now()` when the request arrived: budgets and timings count from here. */
  readonly startedAt: number;
  /** The page the path names, and the device; set by the kept-page front or resolvePageRequest. */
  pageRequest?: PageRequest;
  /** Server-side data calls of this page that failed; the log line is then a warning. */
  readonly pageDataFailures: PageDataFailure[];
  /** Set by a route whose request is not worth an access-log line (a throttled flood). */
  unlogged: boolean;
}

declare global {
  namespace Express {
    interface Locals {
      /** Set by requestContext(), the first middleware: read it through contextOf(). */
      requestContext?: RequestContext;
    }
  }
}

/** A request's context as it arrives: its id (the client's or balancer's when sane) and start. */
export function newRequestContext(req: IncomingMessage): RequestContext {
  const startedAt = performance.now();
  const incoming = requestHeader(req, REQUEST_ID_HEADER);
  const id = incoming && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  return { id, startedAt, pageDataFailures: [], unlogged: false };
}

/**
 * Where a context made before the app saw its request (by the kept-page front) waits for it: a
 * property of the request, which dies with it. A WeakMap did the same at 1.6 % of the server's
 * CPU on a static file (`--cpu-prof` of /terms.html, its own time).
 */
const MADE_BEFORE = Symbol('request context');

type HandedOn = IncomingMessage & { [MADE_BEFORE]?: RequestContext };

/** Hands a request's context, and what it learned (its page request), on to the app. */
export function handContextOn(req: IncomingMessage, context: RequestContext): void {
  (req as HandedOn)[MADE_BEFORE] = context;
}

/** The first middleware: gives the request its context, and echoes the id. */
export function requestContext(): RequestHandler {
  return (req, res, next) => {
    const context = (req as HandedOn)[MADE_BEFORE] ?? newRequestContext(req);
    res.locals.requestContext = context;
    res.setHeader(REQUEST_ID_HEADER, context.id);
    next();
  };
}

/** The context of the request `res` answers; a step that runs before `requestContext` is a bug. */
export function contextOf(res: Response): RequestContext {
  const context = res.locals.requestContext;
  if (!context) throw new Error('requestContext() must be the first middleware');
  return context;
}

/** The resolved page request, for the steps after resolvePageRequest. */
export function pageRequestOf(res: Response): PageRequest {
  const { pageRequest } = contextOf(res);
  if (!pageRequest) throw new Error('resolvePageRequest() must run before the page steps');
  return pageRequest;
}
