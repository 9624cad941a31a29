import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { settings } from '../db/schema';

/**
 * Takes (or renews) the lease of a periodic job for `holder` until `now + ms`, in the settings
 * table: resolves true when the job is this holder's to run now, false while another holder's
 * lease lasts. One conditional upsert, so two instances ticking at once cannot both win. Lets
 * every instance run the job's timer while only one does the work per period (the reconcile
 * job polls the payment gateway: N instances would poll it N times).
 */
export async function takeJobLease(
  db: Executor,
  job: string,
  holder: string,
  now: number,
  ms: number,
): Promise<boolean> {
  const key = `lease:${job}`;
  const value = `${holder}|${now + ms}`;
  const taken = await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value },
      setWhere: sql`split_part(${settings.value}, '|', 1) = ${holder} or split_part(${settings.value}, '|', 2)::bigint <= ${now}`,
    })
    .returning({ key: settings.key });
  return taken.length > 0;
}
