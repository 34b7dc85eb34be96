import type { AnchorHTMLAttributes } from 'react';

import { useT } from '../../i18n/use-t';

/** A link to another site: a new tab, no opener, and a hint for screen readers. */
export function ExternalLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const t = useT();
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="visually-hidden">{t('content.common.opensInNewTab')}</span>
    </a>
  );
}
