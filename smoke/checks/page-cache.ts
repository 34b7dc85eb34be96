import type { Check } from '../check';
import { ensure } from '../site';

const PATH = '/about-us';
/**
 * Repeats after the first GET: behind a Service each connection may land on another replica,
 * whose cache is its own, so a few tries find one that has the page.
 */
const REPEATS = 5;

/** The in-memory page cache answers a page asked for again. */
export const pageCache: Check = async ({ site }) => {
  const labels: string[] = [];
  for (let i = 0; i <= REPEATS; i++) {
    const answer = await site.page(PATH);
    ensure(answer.status === 200, `${PATH} answered ${answer.status}`);
    const label = answer.headers.get('x-page-cache') ?? 'no X-Page-Cache';
    labels.push(label);
    if (i > 0 && (label === 'hit' || label === 'stale')) {
      return { note: `X-Page-Cache ${label}`, details: { path: PATH, labels } };
    }
  }
  throw new Error(`${PATH} asked again said ${labels.slice(1).join(', ')}, never hit or stale`);
};
