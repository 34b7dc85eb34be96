import type { Check } from '../check';
import { ensure } from '../site';

/** What the kubelet asks: alive, and ready for traffic. */
export const probes: Check = async ({ site }) => {
  for (const path of ['/healthz', '/readyz']) {
    const answer = await site.request(path);
    ensure(answer.status === 200, `${path} answered ${answer.status}`);
  }
};
