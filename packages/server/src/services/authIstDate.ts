const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The calendar day in India (IST, UTC+5:30) of an instant, as `YYYY-MM-DD`. */
export function authIstDate(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}
