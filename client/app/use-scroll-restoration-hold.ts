import { useContext, useLayoutEffect } from 'react';
import { UNSAFE_DataRouterStateContext as DataRouterStateContext } from 'react-router-dom';

/** How long a position Back or Forward returns to waits for the page to grow back to it. */
const HOLD_MS = 10_000;

/** What the visitor does that says they have moved on from the position being restored. */
const VISITOR_MOVES = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Completes the router's scroll restoration on pages that stream their content. Back and Forward
 * return to a saved position as the page commits, but a page's streamed parts (its list) are
 * skeletons then, shorter than the list was, so the browser cuts the position short. Until the
 * page is tall enough, the position is applied again each time it grows; a scroll, tap or key of
 * the visitor's own meanwhile ends it. Runs after <ScrollRestoration>'s own effect, as its parent.
 */
export function useScrollRestorationHold(): void {
  // The position the router restored on this navigation (a number on Back and Forward). Its
  // state context is the one place the router says so; ScrollRestoration itself reads it there.
  const state = useContext(DataRouterStateContext);
  const target = state?.restoreScrollPosition;
  const location = state?.location;
  useLayoutEffect(() => {
    if (typeof target !== 'number' || reached(target)) return;
    const observer = new ResizeObserver(() => {
      window.scrollTo(0, target);
      if (reached(target)) stop();
    });
    const timer = setTimeout(() => stop(), HOLD_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
      for (const type of VISITOR_MOVES) window.removeEventListener(type, stop);
    }
    observer.observe(document.body);
    for (const type of VISITOR_MOVES) window.addEventListener(type, stop, { passive: true });
    return stop;
  }, [target, location]);
}

function reached(target: number): boolean {
  return Math.abs(window.scrollY - target) < 1;
}
