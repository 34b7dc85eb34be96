/**
 * The part of the early script that keeps the visitor's campaign query on every navigation made
 * before the page's own scripts have run.
 */
export const EARLY_CAMPAIGN_SCRIPT = '';
