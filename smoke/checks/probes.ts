import type { NamedCheck } from '../check';
import { ensure } from '../site';

const PROBES = [
  { path: '/healthz', what: 'alive' },
  { path: '/readyz', what: 'ready for traffic' },
] as const;

/** What the kubelet asks: alive, and ready for traffic. */
export const probes: readonly NamedCheck[] = PROBES.map(({ path, what }) => ({
  group: 'probes',
  name: `probe ${path}`,
  run: async ({ site }) => {
    const answer = await site.request(path);
    ensure(
      answer.status === 200,
      `${path} answered ${answer.status}: the pod does not say it is ${what}${answer.status === 503 && path === '/readyz' ? ' (shutting down?)' : ''}`,
    );
  },
}));
