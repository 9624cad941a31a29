/** The seed's fixed "today": every seeded date is relative to it, never to the real clock. */
export const SEED_REFERENCE_DATE = new Date('2026-11-01T04:30:00.000Z');

export const DAY_MS = 24 * 60 * 60 * 1000;

/** `days` days (and `seconds` seconds) before the reference date. */
export const daysBefore = (days: number, seconds = 0) =>
  new Date(SEED_REFERENCE_DATE.getTime() - days * DAY_MS - seconds * 1000);

/** A fixed instant, e.g. `at('2026-08-03T11:20:00+05:30')`. */
export const at = (iso: string) => new Date(iso);
