import { ERROR_CODE_LOGGED_OUT } from '../../../../shared/api/error-codes';
import { errorCode, serverMessage } from '../../../account/error-message';
import { toast } from '../../../components/toast/toast';
import type { TranslateFn } from '../../../i18n/use-t';

/**
 * A 41001 answer to a chat call: the API client has logged the visitor out already, which takes
 * the conversation away; this says why. False for any other failure.
 */
export function reportLoggedOut(error: unknown, t: TranslateFn): boolean {
  if (errorCode(error) !== ERROR_CODE_LOGGED_OUT) return false;
  toast.error(serverMessage(error) ?? t('content:partner.chat.sessionExpired'));
  return true;
}
