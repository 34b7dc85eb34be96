import { routePath } from '../../shared/routing/route-manifest';
import type { MessageKey } from '../i18n/message-key';

/** The agreements the login form asks to accept (name and link each). */
export interface AgreementItem {
  /** i18n key of the name as shown, e.g. 《用户服务协议》. */
  name: MessageKey;
  /** Legal page inside the site, without the language prefix. */
  link: string;
}

export const LOGIN_AGREEMENTS: readonly AgreementItem[] = [
  { name: 'account:login.serviceAgreement', link: routePath('terms') },
  { name: 'account:login.privacyPolicy', link: routePath('privacy') },
];
