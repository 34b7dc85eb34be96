/** Chinese strings of the pages' content: home, activity, about, game library, partners. */
export const zhContent = {};

export type ContentMessages = typeof zhContent;
