/**
 * Ad conversion reports. Checked loosely: the body must be a JSON object and each
 * listed field, when present, a string or a number; fields may be missing or extra. Answer null.
 */
import { type Request, Router } from 'express';

import { type AdReportA, type AdReportB, API_ERROR_CODES } from '../../shared/api/types';
import { DemoApiError, sendOk } from '../envelope';

const REPORT_A_FIELDS: readonly (keyof AdReportA)[] = [
  'conv_type',
  'conv_time',
  'ua',
  'client_ip',
  'url',
  'track_id',
  'report_from',
  'web_id',
];

const REPORT_B_FIELDS: readonly (keyof AdReportB)[] = [
  'conv_time',
  'idfa',
  'client_ip',
  'model',
  'ua',
  'oaid',
  'updatetime',
  'boottime',
  'report_from',
  'ua_xy',
];

function checkReport(req: Request, fields: readonly string[]): void {
  const body: unknown = req.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new DemoApiError(API_ERROR_CODES.INVALID_PARAMS, 'invalid_params', { field: 'body' });
  }
  const record = body as Record<string, unknown>;
  for (const field of fields) {
    const value = record[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string' && !(typeof value === 'number' && Number.isFinite(value))) {
      throw new DemoApiError(API_ERROR_CODES.INVALID_PARAMS, 'invalid_params', { field });
    }
  }
}

export function utilsRouter(): Router {
  const router = Router();
  router.post('/utils/bilibili_pc_ad_report', (req, res) => {
    checkReport(req, REPORT_A_FIELDS);
    sendOk(req, res, null);
  });
  router.post('/utils/huoban_ad_report', (req, res) => {
    checkReport(req, REPORT_B_FIELDS);
    sendOk(req, res, null);
  });
  return router;
}
