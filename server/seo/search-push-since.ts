/**
 * `--since`: push what the sitemap says changed on or after a day, for runs that keep no state
 * (a Kubernetes Job, whose files vanish with its pod). The rule compares days, not instants: the
 * site's `<lastmod>` is a day (`YYYY-MM-DD`), so a page changed late on the day of the last run
 * is pushed again rather than missed. An entry without `<lastmod>` says nothing about when it
 * changed and is not pushed; the state file is what catches those.
 */
import type { SitemapEntry } from './search-push-sitemap';

const DAY = /^\d{4}-\d{2}-\d{2}/;
/** `P3D`: so many days before today (UTC), for a daily CronJob whose arguments cannot hold a date. */
const DAYS_AGO = /^P(\d{1,3})D$/;

/** The UTC day (`YYYY-MM-DD`) that `value` names: an ISO date or date-time, or `P<n>D`. */
export function sinceDay(value: string, now: Date = new Date()): string | undefined {
  const daysAgo = DAYS_AGO.exec(value);
  if (daysAgo) {
    return new Date(now.getTime() - Number(daysAgo[1]) * 86_400_000).toISOString().slice(0, 10);
  }
  if (!DAY.test(value)) return undefined;
  const time = Date.parse(value);
  return Number.isFinite(time) ? new Date(time).toISOString().slice(0, 10) : undefined;
}

/** The entries whose `<lastmod>` falls on `day` or later (the day as the sitemap writes it). */
export function changedSince(entries: readonly SitemapEntry[], day: string): SitemapEntry[] {
  return entries.filter(
    (entry) =>
      entry.lastmod !== undefined && DAY.test(entry.lastmod) && entry.lastmod.slice(0, 10) >= day,
  );
}
