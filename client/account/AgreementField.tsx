import { Fragment, type ReactNode } from 'react';

import { buildPrefixedPath } from '../../shared/routing/prefixed-path';
import { usePageContext } from '../app/page-context';
import { useRetainedHref } from '../components/AppLink';
import type { MessageKey } from '../i18n/message-key';
import { useT } from '../i18n/use-t';
import { LOGIN_AGREEMENTS } from './agreements';

export interface AgreementFieldProps {
  id: string;
  checked: boolean;
  /** i18n key of the current message, if any. */
  error?: MessageKey;
  onChange: (checked: boolean) => void;
}

/** A legal page, with the visitor's query as every link of the site carries it. */
function AgreementLink({
  href,
  newWindow,
  children,
}: {
  href: string;
  newWindow: boolean;
  children: ReactNode;
}) {
  return (
    <a
      className="agreement__link"
      href={useRetainedHref(href)}
      target={newWindow ? '_blank' : undefined}
      rel={newWindow ? 'noopener' : undefined}
    >
      {children}
    </a>
  );
}

/**
 * "我已阅读并同意《用户服务协议》、《隐私政策》": the names link to the legal pages, in a new
 * window on desktop and by navigation on mobile. The links sit outside the
 * <label> so that opening one does not tick the box.
 */
export function AgreementField({ id, checked, error, onChange }: AgreementFieldProps) {
  const t = useT();
  const { lang, mobile } = usePageContext();
  const errorId = `${id}-error`;
  return (
    <div
      className={
        error ? 'form-field form-field--agreement is-invalid' : 'form-field form-field--agreement'
      }
    >
      <div className="agreement">
        <input
          id={id}
          type="checkbox"
          name="agreementChecked"
          className="agreement__checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className="agreement__text">
          <label htmlFor={id}>{t('account:login.agreementPrefix')}</label>
          {LOGIN_AGREEMENTS.map((agreement, index) => (
            <Fragment key={agreement.link}>
              {index > 0 ? t('account:login.agreementSeparator') : null}
              <AgreementLink
                href={buildPrefixedPath({ lang, mobile: false, rest: agreement.link })}
                newWindow={!mobile}
              >
                {t(agreement.name)}
              </AgreementLink>
            </Fragment>
          ))}
        </span>
      </div>
      {error ? (
        <p id={errorId} className="form-field__error" role="alert">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}
