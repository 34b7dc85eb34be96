import { useEffect, useState } from 'react';

import { ERROR_CODE_LOGGED_OUT } from '../../../shared/api/error-codes';
import type { CurrentUser } from '../../../shared/api/schemas';
import { useBrowserApi } from '../../account/browser-api-client';
import { errorCode, serverMessage } from '../../account/error-message';

export type CurrentUserState =
  | { status: 'loading' }
  | { status: 'ready'; user: CurrentUser }
  | { status: 'error'; message?: string }
  /** Error 41001: the API client has already logged the user out. */
  | { status: 'expired' };

const LOADING: CurrentUserState = { status: 'loading' };

/**
 * The logged-in user from `users.me()`, fetched for the current token (again on retry).
 * Results are keyed by token and attempt, so a stale answer never shows for a newer request.
 */
export function useCurrentUser(token: string | undefined) {
  const api = useBrowserApi();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; state: CurrentUserState } | null>(null);
  const key = `${attempt}:${token ?? ''}`;

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    api()
      .users.me({ signal: controller.signal })
      .then(
        (user) => setResult({ key, state: { status: 'ready', user } }),
        (error: unknown) => {
          // Checked before the abort: the 41001 logout itself changes the token, which aborts.
          if (errorCode(error) === ERROR_CODE_LOGGED_OUT) {
            setResult({ key, state: { status: 'expired' } });
            return;
          }
          if (controller.signal.aborted) return;
          console.warn('loading the current user failed', error);
          setResult({ key, state: { status: 'error', message: serverMessage(error) } });
        },
      );
    return () => controller.abort();
  }, [api, token, key]);

  return {
    state: result?.key === key ? result.state : LOADING,
    /** Whether the last answer was 41001: the session had expired (kept after that logout). */
    expired: result?.state.status === 'expired',
    retry: () => setAttempt((count) => count + 1),
  };
}
