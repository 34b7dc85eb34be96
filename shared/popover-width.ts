/** Width of the desktop popovers; the server sizes the QR codes shown in them from it. */

export const POPOVER_WIDTH_PX = 150;
