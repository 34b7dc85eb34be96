import type { NamedCheck } from '../check';
import { CheckFailed, DESKTOP_UA, PHONE_UA } from '../site';

/** The device guard both ways, with and without a language prefix. */
const DEVICE_REDIRECTS = [
  { device: 'phone', ua: PHONE_UA, from: '/about-us', to: '/m/about-us' },
  { device: 'desktop', ua: DESKTOP_UA, from: '/m/about-us', to: '/about-us' },
  { device: 'phone', ua: PHONE_UA, from: '/en/about-us', to: '/en/m/about-us' },
  { device: 'desktop', ua: DESKTOP_UA, from: '/ja/m/about-us', to: '/ja/about-us' },
] as const;

/** Paths that a careless redirect turns into another origin (`//evil.example/`). */
const HOSTILE_PATHS = ['/m//evil.example/', '/en/m//evil.example/'] as const;

const isRedirect = (status: number): boolean => status >= 300 && status < 400;

/**
 * A phone opening a desktop campaign link after another visitor opened the same page without a
 * query: a cache in front that kept the first redirect sends the campaign visitor on without its
 * `channel` and `track_id`, and every download they make goes unattributed.
 */
const campaignRedirect: NamedCheck = {
  group: 'redirects',
  name: "redirect keeps each visitor's campaign query",
  run: async ({ site }) => {
    const from = DEVICE_REDIRECTS[0].from;
    await site.page(from, { ua: PHONE_UA });
    const query = `?channel=smoke&track_id=${Date.now().toString(36)}`;
    const answer = await site.page(from + query, { ua: PHONE_UA });
    const location = answer.headers.get('location') ?? '';
    if (!isRedirect(answer.status) || new URL(location, site.base).search !== query) {
      throw new CheckFailed(
        `a phone asking for ${from + query} got ${answer.status} ${location || 'with no Location'}: is a cache in front keeping redirects?`,
      );
    }
  },
};

/**
 * One check per redirect rule: the device twins, the campaign query kept, and no redirect ever
 * leaving the site.
 */
export const redirects: readonly NamedCheck[] = [
  ...DEVICE_REDIRECTS.map(({ device, ua, from, to }): NamedCheck => ({
    group: 'redirects',
    name: `redirect ${device} ${from} → ${to}`,
    run: async ({ site }) => {
      const answer = await site.page(from, { ua });
      const location = answer.headers.get('location');
      if (!isRedirect(answer.status) || location === null) {
        throw new CheckFailed(
          `a ${device} asking for ${from} got ${answer.status}, not a redirect to ${to}: is a cache in front ignoring User-Agent?`,
        );
      }
      if (!site.isOnSite(location)) {
        throw new CheckFailed(`${from} redirects off the site, to ${location}`);
      }
      const target = new URL(location, site.base);
      if (target.pathname !== to) {
        throw new CheckFailed(`${from} redirects to ${location}, not ${to}`);
      }
    },
  })),
  campaignRedirect,
  ...HOSTILE_PATHS.map((path): NamedCheck => ({
    group: 'redirects',
    name: `redirect ${path} stays on the site`,
    run: async ({ site }) => {
      const answer = await site.page(path, { ua: DESKTOP_UA });
      const location = answer.headers.get('location');
      if (answer.status >= 500) throw new CheckFailed(`${path} answered ${answer.status}`);
      if (isRedirect(answer.status) && location !== null && !site.isOnSite(location)) {
        throw new CheckFailed(`${path} redirects off the site, to ${location}: an open redirect`);
      }
    },
  })),
];
