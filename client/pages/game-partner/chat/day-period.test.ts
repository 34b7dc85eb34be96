import { describe, expect, it } from 'vitest';

import { dayPeriod, localDayPeriod } from './day-period';

describe('dayPeriod', () => {
  it.each([
    [2, 'lateNight'],
    [8, 'morning'],
    [12, 'noon'],
    [15, 'afternoon'],
    [20, 'evening'],
  ])('at %i:00 is %s', (hour, period) => {
    expect(dayPeriod(hour)).toBe(period);
  });

  it.each([
    [0, 'lateNight'],
    [4, 'lateNight'],
    [5, 'morning'],
    [10, 'morning'],
    [11, 'noon'],
    [13, 'afternoon'],
    [18, 'evening'],
    [22, 'evening'],
    [23, 'lateNight'],
  ])('puts the boundary hour %i in %s', (hour, period) => {
    expect(dayPeriod(hour)).toBe(period);
  });

  it('reads the local clock, not UTC', () => {
    expect(localDayPeriod(new Date(2026, 0, 1, 2, 30))).toBe('lateNight');
    expect(localDayPeriod(new Date(2026, 0, 1, 20, 0))).toBe('evening');
  });
});
