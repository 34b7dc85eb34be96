import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Brings the element named by the URL's fragment into view after a client-side navigation
 * (a search hit linking to `#knowledge-{id}`); on a full page load the browser does it itself.
 */
export function useScrollToHash(): void {
  const { hash, pathname } = useLocation();
  useEffect(() => {
    if (!hash) return;
    let id = hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // Keep the raw fragment; it then simply matches no element.
    }
    document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [hash, pathname]);
}
