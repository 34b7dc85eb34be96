/** Chinese strings of the header, login dialog, toasts and profile (spec sections 2, 4, 8). */
export const zhAccount = {};

export type AccountMessages = typeof zhAccount;
