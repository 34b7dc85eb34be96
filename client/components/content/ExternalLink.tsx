import type { AnchorHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

/** A link to another site: a new tab, no opener, and a hint for screen readers. */
export function ExternalLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { t } = useTranslation();
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="visually-hidden">{t('content.common.opensInNewTab')}</span>
    </a>
  );
}
