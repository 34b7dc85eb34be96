/**
 * Whether the login dialog is open on a history entry, noted in the entry's own state. A page
 * never opens the dialog by itself on load, except when Back, Forward or a reload returns to the
 * entry it was left open on: on mobile the agreement links leave the page, and Back must bring the
 * dialog back with what was typed (the draft is kept for the tab). Another tab, the next page
 * and the next visit start on entries of their own.
 */
const DIALOG_OPEN_STATE = 'loginDialogOpen';

function entryState(): Record<string, unknown> {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null ? { ...state } : {};
}

/** Notes on the current history entry whether the dialog is open on it. */
export function rememberDialogEntry(open: boolean): void {
  // The router's own fields (its key, index, user state) are kept as they are.
  window.history.replaceState({ ...entryState(), [DIALOG_OPEN_STATE]: open }, '');
}

/** Whether this load returns to an entry the dialog was left open on. */
export function dialogOpenOnThisEntry(): boolean {
  const [navigation] = performance.getEntriesByType('navigation');
  if (!(navigation instanceof PerformanceNavigationTiming)) return false;
  const returning = navigation.type === 'back_forward' || navigation.type === 'reload';
  return returning && entryState()[DIALOG_OPEN_STATE] === true;
}
