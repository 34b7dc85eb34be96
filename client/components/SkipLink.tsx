import type { MouseEvent } from 'react';

import { useT } from '../i18n/use-t';

/** The id of the page's main content, where the skip link leads. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to content", first in the tab order and shown when focused: keyboard users reach the page
 * without tabbing through the header. It moves focus, not only the view, so the next Tab goes on
 * inside the content. Once the app runs it focuses the target itself: a fragment navigation would
 * add a history entry that Back would then replay.
 */
export function SkipLink() {
  const t = useT();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    // An error page's <main> has no id: it is the main content all the same.
    const main = document.getElementById(MAIN_CONTENT_ID) ?? document.querySelector('main');
    if (!main) return;
    event.preventDefault();
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus();
  };
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      {t('common.skipToContent')}
    </a>
  );
}
