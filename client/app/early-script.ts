import { EARLY_CAMPAIGN_SCRIPT } from './early-campaign';
import { EARLY_TAPS_SCRIPT } from './early-taps';

/**
 * The inline script that runs with the page's markup, before the first paint (it waits only for
 * the stylesheet) and long before the page's scripts arrive on a slow link. The same text on
 * every page, so cached pages allow it by its hash.
 */
export const EARLY_SCRIPT = EARLY_TAPS_SCRIPT + EARLY_CAMPAIGN_SCRIPT;
