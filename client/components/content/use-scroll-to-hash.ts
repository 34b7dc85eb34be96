import { useEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

import { percentDecoded } from '../../../shared/percent-decoded';
import { useHydrated } from '../use-hydrated';

/**
 * Brings the element named by the URL's fragment into view after a client-side navigation
 * (a search hit linking to `#knowledge-{id}`); on a full page load the browser does it itself.
 * Back and Forward are left to the router's scroll restoration, which returns to where the
 * visitor was rather than to the anchor.
 */
export function useScrollToHash(): void {
  const { hash, pathname } = useLocation();
  const navigationType = useNavigationType();
  // The document's first location is a POP too, seen while hydrating: that one still scrolls.
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hash || (hydrated && navigationType === NavigationType.Pop)) return;
    // The raw fragment where it does not decode: it then simply matches no element.
    const id = percentDecoded(hash.slice(1)) ?? hash.slice(1);
    document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [hash, pathname, hydrated, navigationType]);
}
