import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/db/database';
import { computeInvoiceTaxes } from '../src/services/invoiceTaxes';
import { DATABASES } from './helpers/testServer';

/** The migrations up to 0002: the schema of a database from before the place of supply. */
function foldersBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'sk-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { tag: string }[];
  };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

const ADDRESS = {
  firstName: 'Asha',
  lastName: 'Verma',
  phone: '9876543210',
  address_line1: '12 Udyog Vihar Phase 4',
  city: 'Gurugram',
  pincode: '122015',
};

/** Orders as stored before migration 0003: the state typed by the shopper, as text. */
const OLD_ORDERS: [id: string, state: string][] = [
  ['ord_hr', 'HR'],
  ['ord_haryana', '  haryana '],
  ['ord_jk', 'Jammu & Kashmir'],
  ['ord_delhi', 'New Delhi'],
  ['ord_unknown', 'Gurgaon side'],
];

interface SqlRunner {
  query(text: string): Promise<{ rows: Record<string, unknown>[] }>;
}

async function insertOldOrders(db: SqlRunner) {
  await db.query(
    `INSERT INTO users (id, name, password_hash) VALUES ('usr_old', 'Old Customer', '!')`,
  );
  for (const [id, state] of OLD_ORDERS) {
    const address = JSON.stringify({ ...ADDRESS, state }).replaceAll("'", "''");
    await db.query(
      `INSERT INTO orders (id, order_id, user_id, receipt, status, subtotal, tax, discount, total,
        total_items, shipping_address, billing_address, payment_status, payment_gateway)
       VALUES ('${id}', 'order_${id}', 'usr_old', 'rcpt_${id}', 'paid', 1519000, 273420, 100000,
        1692420, 1, '${address}', '${address}', 'paid', 'sandbox')`,
    );
  }
}

const placesOf = async (db: SqlRunner) =>
  (await db.query('SELECT id, place_of_supply_state, place_of_supply_code FROM orders ORDER BY id'))
    .rows;

const EXPECTED = [
  { id: 'ord_delhi', place_of_supply_state: 'Delhi', place_of_supply_code: '07' },
  { id: 'ord_haryana', place_of_supply_state: 'Haryana', place_of_supply_code: '06' },
  { id: 'ord_hr', place_of_supply_state: 'Haryana', place_of_supply_code: '06' },
  { id: 'ord_jk', place_of_supply_state: 'Jammu and Kashmir', place_of_supply_code: '01' },
  { id: 'ord_unknown', place_of_supply_state: null, place_of_supply_code: null },
];

describe.each(DATABASES)('migration 0003 (place of supply) on %s', (kind) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("maps an old order's free-text state by name; the rest stay readable", async () => {
    const before = foldersBefore('0003_order_place_of_supply');
    cleanups.push(() => rmSync(before, { recursive: true, force: true }));
    let runner: SqlRunner;
    if (kind === 'pglite') {
      const client = new PGlite();
      cleanups.push(() => client.close());
      const db = drizzlePglite(client);
      await migratePglite(db, { migrationsFolder: before });
      runner = client;
      await insertOldOrders(runner);
      await migratePglite(db, { migrationsFolder });
    } else {
      const schema = `mig_${randomBytes(4).toString('hex')}`;
      const pool = new pg.Pool({
        connectionString: process.env.DATABASE_URL,
        max: 1,
        options: `-c search_path=${schema}`,
      });
      await pool.query(`CREATE SCHEMA ${schema}`);
      cleanups.push(async () => {
        await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await pool.end();
      });
      const db = drizzlePg(pool);
      await migratePg(db, { migrationsFolder: before, migrationsSchema: schema });
      runner = pool;
      await insertOldOrders(runner);
      await migratePg(db, { migrationsFolder, migrationsSchema: schema });
    }
    expect(await placesOf(runner)).toEqual(EXPECTED);

    // An old order's invoice still reads: its stored figures, the place of supply from the
    // migrated columns, or its text when it named no state.
    const items = [
      { name: 'PLC', hsnCode: '85371000', quantity: 1, unitPrice: 1519000, amount: 1519000 },
    ];
    const order = { tax: 273420, shipping: 0, discount: 100000 };
    const haryana = computeInvoiceTaxes(
      { ...order, state: 'HR', placeOfSupplyState: 'Haryana', placeOfSupplyCode: '06' },
      items,
    );
    expect(haryana).toMatchObject({
      placeOfSupply: { label: 'Haryana (06)' },
      regime: 'intra-state',
      taxable: 1419000,
      tax: 273420,
      grandTotal: 1692420,
    });
    const unknown = computeInvoiceTaxes(
      { ...order, state: 'Gurgaon side', placeOfSupplyState: null, placeOfSupplyCode: null },
      items,
    );
    expect(unknown).toMatchObject({
      placeOfSupply: { label: 'Gurgaon side', code: null },
      regime: 'inter-state',
      grandTotal: 1692420,
    });
  });
});
