import type { Paise } from '../money/paise';

/** A cart line as core holds it (spec 1 §3 Cart item); money in integer paise. */
export interface CartItem {
  /** The product id. */
  readonly id: string;
  /** 'Product Name Unavailable' when the server sent none. */
  readonly name: string;
  /** Unit selling price; 0 or less shows 'Price on request'. */
  readonly price: Paise;
  /** Unit MRP, when known. */
  readonly originalPrice: Paise | undefined;
  readonly quantity: number;
  /** The thumbnail, or the placeholder image. */
  readonly image: string;
  readonly category?: string;
  readonly sub_category?: string;
  readonly sub_sub_category?: string;
  readonly brand?: string;
  readonly type?: string;
  readonly sku?: string;
  readonly description?: string;
  readonly specifications?: Readonly<Record<string, string>>;
  /** True unless the server said explicitly false. */
  readonly inStock: boolean;
  /** @default 999 */
  readonly maxQuantity: number;
  /**
   * Units in stock, when known (from the product, or a server that sends it): a typed
   * quantity above it is refused with 'Only {n} in stock' before any request.
   */
  readonly stock?: number;
  /** A per-line discount amount, when the server gives one. */
  readonly discount: Paise;
}

/** What is in flight for one line; its buttons are disabled meanwhile. */
export type CartLineOperation = 'add' | 'update' | 'remove';

/**
 * Who may use a local cart. `'login-required'` (the spec): a guest's add gives the toast
 * 'Please login to add items to cart'. `'local'`: a guest cart in local storage, merged into
 * the server cart at login (the script-tag widgets' default, decisions.md).
 */
export type GuestCartPolicy = 'login-required' | 'local';

/** Where the cart in memory came from. */
export type CartSource = 'server' | 'local';

/** 'idle' before the first load, 'loading' during a load or a login merge, then 'ready'. */
export type CartStatus = 'idle' | 'loading' | 'ready';

export interface CartDiscount {
  readonly code: string;
  readonly amount: Paise;
}

/** A coupon a cart change disqualified, with the reason ('Minimum order value for…'). */
export interface RemovedCoupon {
  readonly code: string;
  readonly reason: string;
}

export interface CartState {
  readonly items: readonly CartItem[];
  /** The applied coupon; only when its amount is above 0. */
  readonly discount: CartDiscount | null;
  /**
   * The coupon the last change dropped because it no longer qualifies (the server's answer,
   * or a guest cart priced again), until a coupon is applied; a new object each time.
   */
  readonly removedCoupon: RemovedCoupon | null;
  /** Whether the cart drawer is open. */
  readonly isOpen: boolean;
  readonly status: CartStatus;
  readonly source: CartSource;
  /** Lines with a request in flight, by product id. */
  readonly pending: Readonly<Record<string, CartLineOperation>>;
}
