import { type RefObject, useCallback, useEffect, useState } from 'react';

export interface StripScrollState {
  /** The strip is wider than its box: only then are the arrows any use. */
  overflows: boolean;
  atStart: boolean;
  atEnd: boolean;
}

/** Sub-pixel scroll positions (zoom, fractional widths) count as the end they are next to. */
const EDGE_TOLERANCE_PX = 2;

/** Before measuring (server render, first paint) the arrows stay hidden: nothing is known. */
const UNMEASURED: StripScrollState = { overflows: false, atStart: true, atEnd: true };

function measure(strip: HTMLElement): StripScrollState {
  const end = strip.scrollWidth - strip.clientWidth;
  return {
    overflows: end > EDGE_TOLERANCE_PX,
    atStart: strip.scrollLeft <= EDGE_TOLERANCE_PX,
    atEnd: strip.scrollLeft >= end - EDGE_TOLERANCE_PX,
  };
}

/**
 * Where a page-wise scroll lands: forward, at the first item that is cut off on the right;
 * backward, at the first item that would still be whole a box-width back. Landing on an item's
 * start keeps whole cards in view (and agrees with the strip's scroll snapping).
 */
function pageTarget(strip: HTMLElement, direction: 1 | -1): number {
  const origin = strip.getBoundingClientRect().left - strip.scrollLeft;
  const starts = Array.from(strip.children, (item) => {
    const box = item.getBoundingClientRect();
    return { left: box.left - origin, right: box.right - origin };
  });
  const viewEnd = strip.scrollLeft + strip.clientWidth;
  if (direction === 1) {
    const cut = starts.find((item) => item.right > viewEnd + EDGE_TOLERANCE_PX);
    return cut ? Math.max(cut.left, strip.scrollLeft + 1) : strip.scrollWidth;
  }
  const floor = strip.scrollLeft - strip.clientWidth;
  const first = starts.find((item) => item.left >= floor - EDGE_TOLERANCE_PX);
  return first ? Math.min(first.left, strip.scrollLeft - 1) : 0;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Whether a sideways strip can scroll either way, and a page-wise scroll for its arrows. */
export function useStripScroll(stripRef: RefObject<HTMLElement | null>) {
  const [state, setState] = useState<StripScrollState>(UNMEASURED);

  useEffect(() => {
    const strip = stripRef.current;
    if (!strip) return;
    const update = () => {
      const next = measure(strip);
      setState((previous) =>
        previous.overflows === next.overflows &&
        previous.atStart === next.atStart &&
        previous.atEnd === next.atEnd
          ? previous
          : next,
      );
    };
    update();
    strip.addEventListener('scroll', update, { passive: true });
    // Images loading and window resizes change what fits.
    const observer = new ResizeObserver(update);
    observer.observe(strip);
    for (const item of Array.from(strip.children)) observer.observe(item);
    return () => {
      strip.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [stripRef]);

  const scrollPage = useCallback(
    (direction: 1 | -1) => {
      const strip = stripRef.current;
      if (!strip) return;
      strip.scrollTo({
        left: pageTarget(strip, direction),
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      });
    },
    [stripRef],
  );

  return { ...state, scrollPage };
}
