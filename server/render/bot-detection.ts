import { createIsbotFromList, list } from 'isbot';

import { MAX_USER_AGENT_LENGTH } from '../device/user-agent-limit';

/**
 * isbot's list of crawlers and other non-browser clients, less its `headless` pattern: a headless
 * browser (a prerenderer, an end-to-end test) runs the page's scripts as a visitor's browser does,
 * so it gets the same streamed page. Page speed tools are still crawlers by their own patterns.
 */
const isCrawlerAgent = createIsbotFromList(list.filter((pattern) => pattern !== 'headless'));

/** Crawlers get the complete HTML at once instead of a shell with streamed parts. */
export function isCrawler(userAgent: string | undefined): boolean {
  if (!userAgent) return false;
  // Capped like every other use of the header, so a huge one costs no more to test or keep.
  const agent = userAgent.slice(0, MAX_USER_AGENT_LENGTH);
  return isCrawlerAgent(agent);
}
