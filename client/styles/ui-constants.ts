/** UI timings and sizes the components and the style tokens share. */

export const TOAST_DURATION_MS = 3000;
export const TOAST_OFFSET_PX = 16;
export const TOOLTIP_HIDE_DELAY_MS = 200;
export const Z_INDEX_BASE = 2000;
export const MOBILE_BREAKPOINT_PX = 768;
/**
 * The desktop layout's designed width. Narrower windows (a tablet) get the same layout at 1:1,
 * with the header's menu items on a row of their own.
 */
export const DESKTOP_FULL_WIDTH_PX = 1200;
export const SEARCH_BOX_WIDTH_PX = 135;
export const SEARCH_BOX_FOCUSED_WIDTH_PX = 200;
export const HEADER_TRANSITION_S = 0.5;
export const HEADER_TRANSITION_ENABLE_DELAY_MS = 100;
export const OVERLAY_DURATION_MS = 50;
export const DIALOG_CLOSE_DELAY_MS = 300;
export const MOBILE_HEADER_SPACER_PX = 44;
