import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

import { percentDecoded } from '../../../shared/percent-decoded';

/**
 * Brings the element named by the URL's fragment into view after a client-side navigation
 * (a search hit linking to `#knowledge-{id}`); on a full page load the browser does it itself.
 */
export function useScrollToHash(): void {
  const { hash, pathname } = useLocation();
  useEffect(() => {
    if (!hash) return;
    // The raw fragment where it does not decode: it then simply matches no element.
    const id = percentDecoded(hash.slice(1)) ?? hash.slice(1);
    document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [hash, pathname]);
}
