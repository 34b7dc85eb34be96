import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';

import { toast } from './toast';
import type { ToastItem } from './toast-queue';

const NO_TOASTS: readonly ToastItem[] = [];

// Most visits show no toast: the toasts' markup and strings load with the first one.
const ToastList = lazy(() => import('./ToastList').then((m) => ({ default: m.ToastList })));

/**
 * Renders the open toasts at the top of the window. Escape closes them; while any is open the
 * key goes to them first (capture phase), so a dialog under them stays open until the next press.
 * The live region itself is always there, so that screen readers announce the first toast too.
 */
export function ToastHost() {
  const toasts = useSyncExternalStore(toast.subscribe, toast.list, () => NO_TOASTS);
  const open = toasts.length > 0;

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // The list, not `open`: this listener may outlive the last toast by a render.
      if (event.key !== 'Escape' || toast.list().length === 0) return;
      event.stopPropagation();
      // Nor does the browser's own handling: a modal <dialog> under the toasts would cancel.
      event.preventDefault();
      toast.closeAll();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [open]);

  const top = toasts.at(-1);
  return (
    <div
      className="toast-host"
      aria-live="polite"
      style={top ? { zIndex: top.zIndex } : undefined}
      hidden={!open}
    >
      {open ? (
        <Suspense fallback={null}>
          <ToastList toasts={toasts} />
        </Suspense>
      ) : null}
    </div>
  );
}
