import express, { Router } from 'express';

import { bodyWithinDeadline } from '../http/body-deadline';
import type { Logger } from '../logging/logger';
import { redactUrl } from '../logging/redact-query';
import { contextOf } from '../request/request-context';

/** Content-Security-Policy violation reports: where they go, and how much of them is read. */
export const CSP_REPORT_PATH = '/csp-report';

export const CSP_REPORT_ENDPOINT_NAME = 'csp-endpoint';

export const CSP_REPORT_MAX_BYTES = 16 * 1024;

/** At most this many reports are logged per minute; the rest are counted and dropped. */
export const CSP_REPORTS_LOGGED_PER_MINUTE = 30;

const MINUTE_MS = 60_000;
const REPORT_TYPES = ['application/csp-report', 'application/reports+json', 'application/json'];
const FIELD_MAX_LENGTH = 200;

/** The few fields worth a log line, from either report format, cut to a sane length. */
function summarise(report: unknown): Record<string, string> {
  const body = (report as { body?: unknown; 'csp-report'?: unknown } | null) ?? {};
  const fields = (body['csp-report'] ?? body.body ?? {}) as Record<string, unknown>;
  const pick = (...names: string[]) => {
    const value = names.map((name) => fields[name]).find((item) => typeof item === 'string');
    return typeof value === 'string' ? value.slice(0, FIELD_MAX_LENGTH) : '';
  };
  // The URLs may carry a token in their query, like any URL: their values are redacted.
  return {
    directive: pick('effectiveDirective', 'effective-directive', 'violated-directive'),
    blocked: redactUrl(pick('blockedURL', 'blocked-uri')),
    page: redactUrl(pick('documentURL', 'document-uri')),
  };
}

/**
 * Receives Content-Security-Policy violation reports and logs them: bodies over the cap get
 * 413, and past a per-minute budget reports are dropped, their requests left out of the access
 * log too, so a flood cannot fill the logs.
 */
export function cspReportRoute(logger: Logger): Router {
  const router = Router();
  let windowStart = 0;
  let logged = 0;
  let dropped = 0;
  router.post(
    CSP_REPORT_PATH,
    bodyWithinDeadline(express.json({ type: REPORT_TYPES, limit: CSP_REPORT_MAX_BYTES })),
    (req, res) => {
      const now = Date.now();
      if (now - windowStart >= MINUTE_MS) {
        if (dropped > 0) logger.warn('csp reports dropped', { count: dropped });
        windowStart = now;
        logged = 0;
        dropped = 0;
      }
      const reports: unknown[] = Array.isArray(req.body) ? req.body : [req.body];
      for (const report of reports) {
        if (logged < CSP_REPORTS_LOGGED_PER_MINUTE) {
          logged += 1;
          logger.warn('csp violation', { requestId: contextOf(res).id, ...summarise(report) });
        } else {
          dropped += 1;
        }
      }
      // Past the budget a report is only counted: its access-log line would be the flood again.
      if (dropped > 0) contextOf(res).unlogged = true;
      res.status(204).end();
    },
  );
  return router;
}
