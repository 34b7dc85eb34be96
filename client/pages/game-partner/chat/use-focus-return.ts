import { useEffect, useRef, useState } from 'react';

/**
 * Focus back on the control that opened a dialog once the dialog is gone. The dialogs here are
 * unmounted to close, which the browser's own return of focus does not cover, and while a modal
 * dialog is open the rest of the page cannot take focus: so it is done after the render that
 * removes it.
 */
export function useFocusReturn(): {
  remember: (opener: HTMLElement) => void;
  restore: () => void;
} {
  const opener = useRef<HTMLElement | null>(null);
  const [returns, setReturns] = useState(0);
  useEffect(() => {
    if (returns > 0) opener.current?.focus();
  }, [returns]);
  return {
    remember: (element) => {
      opener.current = element;
    },
    restore: () => setReturns((count) => count + 1),
  };
}
