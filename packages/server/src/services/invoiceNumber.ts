import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { settings } from '../db/schema';

const IST_OFFSET_MS = 330 * 60 * 1000;

/** The Indian financial year (April to March, IST) of a date, e.g. '2026-27'. */
export function financialYear(date: Date): string {
  const ist = new Date(date.getTime() + IST_OFFSET_MS);
  const year = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** Prefix of GST invoice numbers. */
export const INVOICE_PREFIX = 'SK';

/**
 * The next GST invoice number of the financial year of `date`, e.g. 'SK/2026-27/000123':
 * sequential without gaps, because the counter row stays locked until the payment's
 * transaction commits (and a rolled-back payment gives its number back).
 */
export async function nextInvoiceNumber(tx: Transaction, date: Date): Promise<string> {
  const year = financialYear(date);
  const key = `invoice_sequence:${year}`;
  await tx.insert(settings).values({ key, value: '0' }).onConflictDoNothing();
  const [row] = await tx
    .update(settings)
    .set({ value: sql`(${settings.value}::bigint + 1)::text` })
    .where(eq(settings.key, key))
    .returning({ value: settings.value });
  if (!row) throw new Error(`Invoice sequence ${key} is missing`);
  return `${INVOICE_PREFIX}/${year}/${row.value.padStart(6, '0')}`;
}
