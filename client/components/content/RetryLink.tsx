import type { MouseEvent } from 'react';
import { useLocation, useRevalidator } from 'react-router-dom';

import { usePageQuery } from '../../app/use-retained-query';
import { useT } from '../../i18n/use-t';

export interface RetryLinkProps {
  className?: string;
  /** Retries something other than the page's own data (a filter the visitor chose). */
  onRetry?: () => void;
}

function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * "Try again": a link to this very page, so it works before hydration and without JavaScript
 * (the server loads the data afresh). Once the app runs, the router loads the page's data again
 * instead of the whole document.
 */
export function RetryLink({ className = 'button', onRetry }: RetryLinkProps) {
  const t = useT();
  const { pathname } = useLocation();
  const search = usePageQuery();
  const revalidator = useRevalidator();
  const busy = revalidator.state === 'loading';
  const retry = (event: MouseEvent<HTMLAnchorElement>) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    if (onRetry) onRetry();
    else if (!busy) void revalidator.revalidate();
  };
  return (
    <a
      className={className}
      href={`${pathname}${search}`}
      aria-busy={busy || undefined}
      onClick={retry}
    >
      {t('errors.retry')}
    </a>
  );
}
