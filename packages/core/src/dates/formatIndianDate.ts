const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
// en-IN's abbreviations (CLDR): four letters for September.
const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
] as const;
/** India Standard Time is UTC+5:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60 * 1000;

/** Options of {@link formatIndianDate}. */
export interface IndianDateOptions {
  /** 'long': '5 September 2026'; 'short': '5 Sept 2026'. @default 'short' */
  month?: 'long' | 'short';
}

/**
 * An instant's calendar date in India (IST), as `Intl.DateTimeFormat('en-IN', { day:
 * 'numeric', month, year: 'numeric', timeZone: 'Asia/Kolkata' })` writes it, without `Intl`:
 * the first `Intl` formatter of a page loads the locale's data, a long task on a phone in the
 * middle of hydration. The same text on the server and in every browser, whatever their time
 * zone, so a server-rendered date never mismatches on hydration. `fallback` (default '') for a
 * missing or invalid date.
 *
 * @example formatIndianDate('2026-11-25T20:00:00Z') // '26 Nov 2026' (01:30 IST)
 * @example formatIndianDate('2026-09-05', { month: 'long' }) // '5 September 2026'
 */
export function formatIndianDate(
  value: string | number | Date | null | undefined,
  options: IndianDateOptions = {},
  fallback = '',
): string {
  if (value === null || value === undefined || value === '') return fallback;
  const time = new Date(value).getTime();
  if (!Number.isFinite(time)) return fallback;
  const ist = new Date(time + IST_OFFSET_MS);
  const months = options.month === 'long' ? LONG_MONTHS : SHORT_MONTHS;
  return `${ist.getUTCDate()} ${months[ist.getUTCMonth()]} ${ist.getUTCFullYear()}`;
}
