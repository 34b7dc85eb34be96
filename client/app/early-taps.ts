/**
 * The part of the early script that makes taps work from the first paint, before the page's own
 * scripts have run.
 */
export const EARLY_TAPS_SCRIPT = '';
