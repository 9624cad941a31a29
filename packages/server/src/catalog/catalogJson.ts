import { type Pagination, type Suggestion, toRupees } from '@storefront-kit/core';
import { copyWireJson, wireJsonLength } from './toCatalogProduct';
import type { CatalogProduct, SearchFacets } from './types';

/** A live-search suggestion of a product (spec 1 §3), `relevance_score` 0..100. */
export function toSuggestion(product: CatalogProduct, score: number): Suggestion {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    image: product.thumbImage,
    brand: product.brand,
    category: product.category,
    subcategory: product.subcategory,
    sub_sub_category: product.subsubcategory,
    model_number: product.modelNumber,
    hsn_code: product.hsnCode,
    price: toRupees(product.sellingPrice),
    is_stock_available: product.inStock,
    // Last, so a suggestion's cached JSON (below) ends where the score goes.
    relevance_score: score,
  };
}

// A product's wire JSON is serialised when it is loaded (`wireJson`), its suggestion when
// first asked for; a reload replaces the product object, and with it these bytes. Listing and
// search answers are joined from bytes, not serialised per request.
const suggestionBytes = new WeakMap<CatalogProduct, Buffer>();

/** The suggestion's JSON up to its score: `{…,"relevance_score":`. */
function suggestionPrefix(product: CatalogProduct): Buffer {
  let bytes = suggestionBytes.get(product);
  if (!bytes) {
    const json = JSON.stringify(toSuggestion(product, 0));
    bytes = Buffer.from(json.slice(0, json.lastIndexOf(':') + 1));
    suggestionBytes.set(product, bytes);
  }
  return bytes;
}

const COMMA = Buffer.from(',');
const COMMA_BYTE = 0x2c;

function envelope(
  message: string,
  pagination: Pagination | undefined,
  open: string,
  close: string,
) {
  const meta = pagination ? { status: true, message, pagination } : { status: true, message };
  return {
    head: Buffer.from(`{"meta":${JSON.stringify(meta)},"data":${open}`),
    tail: Buffer.from(`${close}}`),
  };
}

/**
 * `ok(products.map((p) => p.wire), message, pagination)` as JSON bytes; a search's `facets`
 * beside `data`.
 */
export function productListJson(
  products: readonly CatalogProduct[],
  message: string,
  pagination?: Pagination,
  facets?: SearchFacets,
): Buffer {
  const { head, tail } = envelope(
    message,
    pagination,
    '[',
    facets ? `],"facets":${JSON.stringify(facets)}` : ']',
  );
  // One buffer for the answer, each product's JSON copied into it from where it is kept.
  let length = head.length + tail.length + Math.max(0, products.length - 1);
  for (const product of products) length += wireJsonLength(product);
  const out = Buffer.allocUnsafe(length);
  let at = head.copy(out, 0);
  products.forEach((product, i) => {
    if (i > 0) out[at++] = COMMA_BYTE;
    at = copyWireJson(product, out, at);
  });
  at += tail.copy(out, at);
  if (at !== length) throw new Error(`A product list's JSON came to ${at} of ${length} bytes.`);
  return out;
}

/** `ok({ suggestions, total }, message)` as JSON bytes. */
export function suggestionsJson(
  hits: readonly { product: CatalogProduct; score: number }[],
  total: number,
  message: string,
): Buffer {
  const { head, tail } = envelope(message, undefined, '{"suggestions":[', `],"total":${total}}`);
  const parts: Buffer[] = [head];
  hits.forEach(({ product, score }, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(suggestionPrefix(product), Buffer.from(`${score}}`));
  });
  parts.push(tail);
  return Buffer.concat(parts);
}

/** `ok(product.wire, message)` as JSON bytes. */
export function productJson(product: CatalogProduct, message: string): Buffer {
  const { head, tail } = envelope(message, undefined, '', '');
  return Buffer.concat([head, product.wireJson, tail]);
}
