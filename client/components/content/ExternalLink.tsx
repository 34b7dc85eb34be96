import type { AnchorHTMLAttributes } from 'react';

import { isSitePath } from '../../../shared/routing/prefixed-path';
import { useT } from '../../i18n/use-t';

/**
 * A link to another site: a new tab, no opener, and a hint for screen readers. An address that
 * is a page of this site (the demo's stand-ins) opens in the same tab, like the site's other links.
 */
export function ExternalLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const t = useT();
  if (isSitePath(props.href)) return <a {...props}>{children}</a>;
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="visually-hidden">{t('content:common.opensInNewTab')}</span>
    </a>
  );
}
