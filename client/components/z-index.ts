import { Z_INDEX_BASE } from '../styles/ui-constants';

let next = Z_INDEX_BASE;

/**
 * The next layer for a popup (toast, dialog, popover): each one opened later sits above the
 * earlier ones, starting from the spec's base z-index. Only called in the browser, when a popup
 * opens, so server and browser renders never disagree about it.
 */
export function nextZIndex(): number {
  return next++;
}
