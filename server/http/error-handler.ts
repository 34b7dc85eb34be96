import { STATUS_CODES } from 'node:http';

import type { ErrorRequestHandler } from 'express';

import { errorFields } from '../../shared/error-log-fields';
import { languageInstances } from '../../shared/i18n/language-instances';
import { plainPage } from '../../shared/plain-pages';
import type { Logger } from '../logging/logger';
import { contextOf } from '../request/request-context';

const SERVER_ERROR_PAGE = plainPage(languageInstances, 'serverError');

function statusOf(error: unknown): number {
  const status =
    (error as { status?: unknown; statusCode?: unknown })?.status ??
    (error as { statusCode?: unknown })?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/** Last resort: 4xx from body parsers and the like keep their status; nothing leaks a stack. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, _req, res, _next) => {
    const status = statusOf(error);
    if (status >= 500)
      logger.error('unhandled error', { requestId: contextOf(res).id, ...errorFields(error) });
    if (res.headersSent) {
      res.destroy();
      return;
    }
    // The status line alone: an error's message may name a file path or an errno.
    if (status < 500) {
      res
        .status(status)
        .type('text/plain')
        .send(`${status} ${STATUS_CODES[status] ?? ''}`.trim());
      return;
    }
    res.status(500).type('html').send(SERVER_ERROR_PAGE);
  };
}
