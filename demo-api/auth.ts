/**
 * Logged-in calls: `Authorization: Bearer <token>` plus the `user_id` header.
 * A missing, unknown, expired or deleted token, or a user_id header that names another user,
 * answers error 41001 (logged out). The header may carry user_id or web_user_id.
 */
import type { Request } from 'express';

import { bearerToken } from '../shared/api/bearer';
import { ERROR_CODE_LOGGED_OUT } from '../shared/api/error-codes';
import { DemoApiError } from './envelope';
import type { DemoStore, DemoUser } from './sessions';

/** The logged-in user of the request, or throws 41001. */
export function requireUser(store: DemoStore, req: Request): DemoUser {
  const token = bearerToken(req.get('authorization'));
  const user = token ? store.userForToken(token) : undefined;
  const claimed = req.get('user_id')?.trim();
  if (!user || !claimed || (claimed !== String(user.user_id) && claimed !== user.web_user_id)) {
    throw new DemoApiError(ERROR_CODE_LOGGED_OUT, 'logged_out');
  }
  return user;
}
