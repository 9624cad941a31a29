import { createQuoteBodySchema, type QuoteField, validateQuote } from '@storefront-kit/core';
import { and, count, desc, eq } from 'drizzle-orm';
import type { CatalogProduct } from '../catalog/types';
import type { Database } from '../db/database';
import { quotes } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { parseInput } from '../http/validate';
import { newId } from './ids';

export type QuoteRow = typeof quotes.$inferSelect;
type QuoteInput = ReturnType<typeof parseQuoteBody>;

export const QUOTE_CREATED = 'Quote request submitted successfully';
const FIELD_ORDER: readonly QuoteField[] = ['name', 'email', 'phone', 'quantity'];

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Validates a quote request with core's quote-form rules first (so the message names the
 * first problem as the form would: 'Full name is required', 'Quantity must be at least 1'…),
 * then with the request schema (types and lengths).
 */
export function parseQuoteBody(body: unknown) {
  const raw = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const quantity = raw.quantity;
  const errors = validateQuote({
    name: text(raw.customer_name),
    email: text(raw.customer_email),
    phone: text(raw.customer_phone),
    quantity: typeof quantity === 'number' || typeof quantity === 'string' ? quantity : Number.NaN,
  });
  const first = FIELD_ORDER.map((field) => errors[field]).find(Boolean);
  if (first) throw badRequest(first);
  return parseInput(createQuoteBodySchema, body);
}

const blankToNull = (value: string | null | undefined) => value?.trim() || null;

/**
 * Stores a quote request, linked to the user when signed in. When it names a product, the
 * product's own name, brand and category are stored (an unknown product is a 404).
 */
export async function createQuote(
  db: Database,
  input: QuoteInput,
  context: {
    userId: string | null;
    product: (id: string) => CatalogProduct | undefined;
    now: Date;
  },
): Promise<QuoteRow> {
  const productId = blankToNull(input.product_id);
  const product = productId ? context.product(productId) : undefined;
  if (productId && !product) throw notFound('Product not found');
  const [row] = await db
    .insert(quotes)
    .values({
      id: newId('quo'),
      userId: context.userId,
      productId,
      productName: product?.name ?? blankToNull(input.product_name),
      brandName: product ? product.brand : blankToNull(input.brand_name),
      categoryName: product?.category ?? blankToNull(input.category_name),
      customerName: input.customer_name,
      customerEmail: input.customer_email,
      customerPhone: input.customer_phone,
      company: blankToNull(input.company),
      quantity: input.quantity,
      message: blankToNull(input.message),
      createdAt: context.now,
    })
    .returning();
  if (!row) throw new Error('Quote insert returned no row');
  return row;
}

/** One page of the user's quote requests, newest first. */
export async function listQuotes(
  db: Database,
  userId: string,
  page: { offset: number; limit: number | undefined },
): Promise<{ rows: QuoteRow[]; total: number }> {
  const query = db
    .select()
    .from(quotes)
    .where(eq(quotes.userId, userId))
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .offset(page.offset)
    .$dynamic();
  const rows = await (page.limit === undefined ? query : query.limit(page.limit));
  const [counted] = await db
    .select({ total: count() })
    .from(quotes)
    .where(eq(quotes.userId, userId));
  return { rows, total: counted?.total ?? 0 };
}

/** The user's quote request, else a 404 (visitors' and other users' requests included). */
export async function findOwnQuote(db: Database, userId: string, id: string): Promise<QuoteRow> {
  const [row] = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, id), eq(quotes.userId, userId)));
  if (!row) throw notFound('Quote request not found');
  return row;
}

/** A quote request as the quote endpoints answer it (core's `quoteSchema`). */
export function toQuoteWire(row: QuoteRow) {
  return {
    _id: row.id,
    id: row.id,
    product_id: row.productId,
    product_name: row.productName,
    customer_name: row.customerName,
    customer_email: row.customerEmail,
    customer_phone: row.customerPhone,
    company: row.company,
    quantity: row.quantity,
    message: row.message,
    brand_name: row.brandName,
    category_name: row.categoryName,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}
