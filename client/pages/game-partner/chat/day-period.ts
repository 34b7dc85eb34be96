/**
 * The part of the day a greeting suits, from the visitor's own clock. The server cannot know that
 * clock (and cached pages are the same for everyone), so greetings by time of day are made in
 * the browser only.
 */
export type DayPeriod = 'morning' | 'noon' | 'afternoon' | 'evening' | 'lateNight';

/** Each period from its first hour to the next period's; late night wraps past midnight. */
const PERIOD_STARTS: readonly { from: number; period: DayPeriod }[] = [
  { from: 5, period: 'morning' },
  { from: 11, period: 'noon' },
  { from: 13, period: 'afternoon' },
  { from: 18, period: 'evening' },
  { from: 23, period: 'lateNight' },
];

/** The period of a local hour (0–23): 23:00 to 4:59 is late night, not evening. */
export function dayPeriod(hour: number): DayPeriod {
  let current: DayPeriod = 'lateNight';
  for (const { from, period } of PERIOD_STARTS) {
    if (hour >= from) current = period;
  }
  return current;
}

/** The period of a moment on the visitor's local clock. */
export function localDayPeriod(now: Date = new Date()): DayPeriod {
  return dayPeriod(now.getHours());
}
