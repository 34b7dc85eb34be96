import { type RefObject, type UIEvent, useEffect, useState } from 'react';

import { userStore } from '../account/user-store';

/**
 * The home page's first-page state: true until the page has scrolled past the
 * header. Kept in React state (the server renders the first page too, so nothing mismatches)
 * and mirrored into the user store's `isHomeFirstPage` for other components to read.
 */
export function useHomeFirstPage(active: boolean, header: RefObject<HTMLElement | null>) {
  const [state, setState] = useState({ active, firstPage: true });
  // Entering (or leaving) the home page starts again from its top.
  if (state.active !== active) setState({ active, firstPage: true });
  const firstPage = state.firstPage;

  const onScroll = (event: UIEvent<HTMLElement>) => {
    const next = event.currentTarget.scrollTop < (header.current?.offsetHeight ?? 0);
    if (next !== firstPage) setState({ active, firstPage: next });
  };

  useEffect(() => {
    if (active && userStore.get().isHomeFirstPage !== firstPage) {
      userStore.update((store) => ({ ...store, isHomeFirstPage: firstPage }));
    }
  }, [active, firstPage]);

  return { firstPage, onScroll };
}
