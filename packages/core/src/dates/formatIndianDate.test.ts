import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIndianDate } from './formatIndianDate';

describe('formatIndianDate', () => {
  it('writes the calendar date in India, short months by default', () => {
    expect(formatIndianDate('2026-11-25T10:00:00Z')).toBe('25 Nov 2026');
    expect(formatIndianDate('2026-09-05', { month: 'long' })).toBe('5 September 2026');
    expect(formatIndianDate('2026-09-05')).toBe('5 Sept 2026');
    expect(formatIndianDate(new Date(Date.UTC(2026, 0, 1)), { month: 'long' })).toBe(
      '1 January 2026',
    );
  });
  it('counts the day in IST (UTC+5:30), whatever the runtime time zone', () => {
    // 18:29 UTC is 23:59 IST the same day; 18:30 UTC is midnight IST the next day.
    expect(formatIndianDate('2026-03-31T18:29:59Z')).toBe('31 Mar 2026');
    expect(formatIndianDate('2026-03-31T18:30:00Z')).toBe('1 Apr 2026');
    expect(formatIndianDate('2026-12-31T18:30:00Z', { month: 'long' })).toBe('1 January 2027');
  });
  it('gives the fallback for a missing or invalid date', () => {
    expect(formatIndianDate(null)).toBe('');
    expect(formatIndianDate(undefined, {}, '—')).toBe('—');
    expect(formatIndianDate('')).toBe('');
    expect(formatIndianDate('not a date', { month: 'long' }, 'not a date')).toBe('not a date');
    expect(formatIndianDate(Number.NaN)).toBe('');
  });
  it('agrees with Intl.DateTimeFormat en-IN in Asia/Kolkata for any instant from 1970 to 2100', () => {
    const intl = (month: 'long' | 'short') =>
      new Intl.DateTimeFormat('en-IN', {
        day: 'numeric',
        month,
        year: 'numeric',
        timeZone: 'Asia/Kolkata',
      });
    const long = intl('long');
    const short = intl('short');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) }), (time) => {
        expect(formatIndianDate(time, { month: 'long' })).toBe(long.format(time));
        expect(formatIndianDate(time)).toBe(short.format(time));
      }),
      { numRuns: 3000 },
    );
  });
});
