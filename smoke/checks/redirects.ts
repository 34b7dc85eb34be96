import type { Check } from '../check';
import { CheckFailed, DESKTOP_UA, PHONE_UA, type Site } from '../site';

/** The device guard both ways, with and without a language prefix. */
const DEVICE_REDIRECTS = [
  { ua: PHONE_UA, from: '/about-us', to: '/m/about-us' },
  { ua: DESKTOP_UA, from: '/m/about-us', to: '/about-us' },
  { ua: PHONE_UA, from: '/en/about-us', to: '/en/m/about-us' },
  { ua: DESKTOP_UA, from: '/ja/m/about-us', to: '/ja/about-us' },
] as const;

/** Paths that a careless redirect turns into another origin (`//evil.example/`). */
const HOSTILE_PATHS = ['/m//evil.example/', '/en/m//evil.example/'] as const;

const isRedirect = (status: number): boolean => status >= 300 && status < 400;

async function deviceProblem(site: Site, ua: string, from: string, to: string) {
  const answer = await site.page(from, { ua });
  const location = answer.headers.get('location');
  if (!isRedirect(answer.status) || location === null) {
    return `${from} answered ${answer.status}, not a redirect to ${to}`;
  }
  if (!site.isOnSite(location)) return `${from} redirects off the site, to ${location}`;
  const target = new URL(location, site.base);
  if (target.pathname !== to) return `${from} redirects to ${location}, not ${to}`;
  return undefined;
}

async function hostileProblem(site: Site, path: string) {
  const answer = await site.page(path, { ua: DESKTOP_UA });
  const location = answer.headers.get('location');
  if (answer.status >= 500) return `${path} answered ${answer.status}`;
  if (isRedirect(answer.status) && location !== null && !site.isOnSite(location)) {
    return `${path} redirects off the site, to ${location}`;
  }
  return undefined;
}

/** Device redirects land on the twin page, and no redirect ever leaves the site. */
export const redirects: Check = async ({ site }) => {
  const problems = (
    await Promise.all([
      ...DEVICE_REDIRECTS.map(({ ua, from, to }) => deviceProblem(site, ua, from, to)),
      ...HOSTILE_PATHS.map((path) => hostileProblem(site, path)),
    ])
  ).filter((problem) => problem !== undefined);
  if (problems.length > 0) throw new CheckFailed(problems.join('; '), { problems });
};
