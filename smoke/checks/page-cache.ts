import type { NamedCheck } from '../check';
import { CheckFailed, ensure } from '../site';

const PATH = '/about-us';
/**
 * Repeats after the first GET: behind a Service each connection may land on another replica,
 * whose cache is its own, so a few tries find one that has the page.
 */
const REPEATS = 5;

/** What the labels of the repeated GETs mean to an operator. */
function diagnosis(labels: readonly string[]): string {
  const again = labels.slice(1);
  const said = `${PATH} asked ${labels.length} times answered X-Page-Cache ${again.join(', ')} after the first`;
  if (again.every((label) => label === 'bypass')) {
    return `the page cache is off (PAGE_CACHE_SECONDS=0?): ${said}`;
  }
  if (again.every((label) => label === 'none')) {
    return `no X-Page-Cache header: is a proxy in front stripping it? ${said}`;
  }
  return `the page cache never kept ${PATH} (is its upstream data failing, which is never cached, or PAGE_CACHE_MAX_MB too small?): ${said}`;
}

/** The in-memory page cache answers a page asked for again. */
export const pageCache: readonly NamedCheck[] = [
  {
    group: 'page-cache',
    name: `page cache answers ${PATH} again`,
    run: async ({ site }) => {
      const labels: string[] = [];
      for (let i = 0; i <= REPEATS; i++) {
        const answer = await site.page(PATH);
        ensure(answer.status === 200, `${PATH} answered ${answer.status}`);
        const label = answer.headers.get('x-page-cache') ?? 'none';
        labels.push(label);
        if (i > 0 && (label === 'hit' || label === 'stale')) {
          return { note: `X-Page-Cache ${label}`, details: { path: PATH, labels } };
        }
      }
      throw new CheckFailed(diagnosis(labels), { path: PATH, labels });
    },
  },
];
