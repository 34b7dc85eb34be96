import { MAX_USER_AGENT_LENGTH } from '../../shared/constants';

const CRAWLER =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|lighthouse|headlesschrome\/.*pagespeed/i;

/** Crawlers get the complete HTML at once instead of a shell with streamed parts. */
export function isCrawler(userAgent: string | undefined): boolean {
  return userAgent ? CRAWLER.test(userAgent.slice(0, MAX_USER_AGENT_LENGTH)) : false;
}
