/**
 * Formatting that must come out the same on the server and in the browser (a difference would be
 * a hydration mismatch), so it does not depend on the machine's time zone or ICU data.
 */
import type { Lang } from '../../../shared/i18n/languages';

/** Dates of activities are shown in the product's home time zone, the same on server and browser. */
export const CONTENT_TIME_ZONE_OFFSET_HOURS = 8;

const HOUR_MS = 60 * 60 * 1000;

/** `YYYY-MM-DD` of an ISO instant, in the product's home time zone (UTC+8, no daylight saving). */
export function formatDate(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return new Date(time + CONTENT_TIME_ZONE_OFFSET_HOURS * HOUR_MS).toISOString().slice(0, 10);
}

function oneDecimal(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}

/** A popularity figure: 128400 is "12.8万" in Chinese and Japanese, "128.4K" in English. */
export function formatCount(count: number, lang: Lang): string {
  if (lang === 'en') {
    if (count >= 1_000_000) return `${oneDecimal(count / 1_000_000)}M`;
    return count >= 1000 ? `${oneDecimal(count / 1000)}K` : String(count);
  }
  if (count >= 100_000_000) return `${oneDecimal(count / 100_000_000)}亿`;
  return count >= 10_000 ? `${oneDecimal(count / 10_000)}万` : String(count);
}

/** An installer's size in MB (base 1024, one decimal), as launchers show it: "178.0 MB". */
export function formatSize(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
