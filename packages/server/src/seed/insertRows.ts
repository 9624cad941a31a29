import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/database';

/**
 * Inserts rows in multi-row INSERTs of `batchSize` (one round trip each). PostgreSQL allows
 * 65,535 parameters per statement: keep `batchSize × columns` below that.
 */
export async function insertRows<Table extends PgTable>(
  db: Executor,
  table: Table,
  rows: readonly Table['$inferInsert'][],
  batchSize = 1000,
): Promise<void> {
  for (let start = 0; start < rows.length; start += batchSize) {
    await db.insert(table).values(rows.slice(start, start + batchSize) as Table['$inferInsert'][]);
  }
}

/**
 * Inserts uniform rows (every row has the same keys) as one JSON parameter expanded by
 * `jsonb_to_recordset`: one statement with one parameter, however many rows. Building a
 * 1,000-row multi-VALUES insert costs Drizzle most of a second; this costs a
 * `JSON.stringify`. Values go in as JSON: Dates become ISO strings, arrays and objects stay
 * JSON (jsonb columns) or become arrays (`text[]` columns).
 */
export async function insertJsonRows<Table extends PgTable>(
  db: Executor,
  table: Table,
  rows: readonly Table['$inferInsert'][],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = getTableColumns(table);
  const fields = Object.keys(first).map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column for "${key}"`);
    return { key, name: column.name, type: column.getSQLType() };
  });
  const json = JSON.stringify(
    rows.map((row) => {
      const out: Record<string, unknown> = {};
      for (const field of fields) out[field.name] = (row as Record<string, unknown>)[field.key];
      return out;
    }),
  );
  const names = sql.join(
    fields.map((f) => sql.identifier(f.name)),
    sql`, `,
  );
  const definition = sql.raw(fields.map((f) => `"${f.name}" ${f.type}`).join(', '));
  await db.execute(
    sql`insert into ${table} (${names}) select ${names} from jsonb_to_recordset(${json}::jsonb) as x(${definition})`,
  );
}
