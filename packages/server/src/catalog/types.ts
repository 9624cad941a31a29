import type { ProductInput, ProductListParams, SortOption, Suggestion } from '@storefront-kit/core';

/** A product as the catalogue holds it: the fields the server reasons about, and its wire JSON. */
export interface CatalogProduct {
  readonly id: string;
  readonly name: string;
  readonly modelNumber: string | null;
  /** Paise. */
  readonly sellingPrice: number;
  /** Paise. */
  readonly listingPrice: number | null;
  readonly stockQuantity: number;
  readonly inStock: boolean;
  readonly isActive: boolean;
  readonly hsnCode: string;
  /** The specification's values search reads, one a line (not warranty or origin). */
  readonly specText: string;
  readonly thumbImage: string | null;
  readonly type: string;
  readonly description: string;
  readonly brandId: string | null;
  readonly brand: string | null;
  readonly categoryId: string;
  readonly category: string;
  readonly subcategory: string | null;
  readonly subsubcategory: string | null;
  readonly solutions: readonly string[];
  readonly badges: readonly string[];
  readonly rating: number | null;
  readonly reviewCount: number;
  readonly soldCount: number;
  readonly dealOfTheDay: boolean;
  /** Epoch ms. */
  readonly createdAt: number;
  readonly relatedIds: readonly string[];
  /** The product as `GET /products/get/{id}` answers it (rupees); parsed from `wireJson`. */
  readonly wire: ProductInput;
  /**
   * `wire` serialised once: listings are joined from these bytes, read from the index's body
   * store (memory or a file) once the index holds the product. Do not modify them.
   */
  readonly wireJson: Buffer;
}

/** A listing query, as `/products/web/list/` receives it. */
export type CatalogListQuery = Omit<ProductListParams, 'badges' | 'price_range' | 'sort_by'> & {
  /** Absent with a search: relevance; without: name A-Z. */
  sort_by?: SortOption | 'relevance';
  badges?: readonly string[];
  /** Rupees. */
  price_range?: readonly [number, number];
};

/** Counts of a search's results (after the listing's filters) for the results page. */
export interface SearchFacets {
  /** Most first. */
  brand: { value: string; count: number }[];
  category: { value: string; count: number }[];
  in_stock: { in_stock: number; out_of_stock: number };
  /** Rupee bands with products ('Price on Request' in none); `max` null for the last. */
  price: { min: number; max: number | null; count: number }[];
}

/**
 * The catalogue read model: every active product in memory, loaded from the database and
 * refreshed when products change (stock at payment, ratings at review). Listing, search and
 * product reads come from here; prices for carts and orders always come from the database.
 */
export interface ProductIndex {
  /** An active product by id. */
  get(id: string): CatalogProduct | undefined;
  /** One page of a listing with its filters and sort, and the number of matching products. */
  list(query: CatalogListQuery): { items: CatalogProduct[]; total: number; facets?: SearchFacets };
  /** Live-search suggestions, best first, and the number of matching products. */
  search(query: string, limit: number): { suggestions: Suggestion[]; total: number };
  /** The same search as products with their `relevance_score`. */
  searchHits(
    query: string,
    limit: number,
  ): { hits: { product: CatalogProduct; score: number }[]; total: number };
  /** Best sellers (by units sold) and deals of the day. */
  bestSelling(limit: number): CatalogProduct[];
  /** One page of the best sellers (products with units sold, most first) and how many there are. */
  bestSellingPage(offset: number, limit: number): { items: CatalogProduct[]; total: number };
  deals(): CatalogProduct[];
  /**
   * Re-reads the given products (or all) from the database. Reloads run one after another in
   * call order; a change of stock, price, rating, units sold or display fields is applied in
   * place; a removed product is taken out in place; a new, renamed or recategorised product
   * goes to a small second layer (rebuilt alone), and the whole catalogue is rebuilt only when
   * that layer outgrows its limit (`ProductIndexOptions.maxDelta`).
   */
  reload(productIds?: readonly string[]): Promise<void>;
  readonly size: number;
  /**
   * How the read model stands: products held, changed products kept in its small layer since
   * the last full build, and full builds so far (1 at start).
   */
  layers(): { products: number; changed: number; fullBuilds: number };
  /**
   * Where the products' wire JSON is (see `BodyStore`): its kind, the bytes the products held
   * read, the bytes of changed and removed products not yet reclaimed, and compactions so far.
   */
  bodies(): { kind: 'memory' | 'file'; live: number; garbage: number; compactions: number };
  /** Waits for the reload under way, then frees the body store. Reads afterwards fail. */
  close(): Promise<void>;
}
