/** Business constants of the specification (spec 1 §9, spec 2 §9, decisions.md). */

/** GST rate in basis points: 18%. */
export const GST_RATE_BPS = 1800;
/** Shipping in the cart and checkout: free. */
export const SHIPPING_PAISE = 0;
/** Default maximum quantity of a cart line. */
export const DEFAULT_MAX_QUANTITY = 999;
/** Maximum quantity of a line on the deals page. */
export const DEALS_MAX_QUANTITY = 10;
/** Delay before the cart reloads after a login, logout or token change. */
export const CART_RESYNC_DELAY_MS = 1000;
/** Interval of the session expiry check. */
export const SESSION_CHECK_INTERVAL_MS = 60_000;
/** Token lifetime issued by the reference server (decisions.md). */
export const TOKEN_LIFETIME_MS = 12 * 60 * 60 * 1000;

export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_LIMIT_DESKTOP = 8;
export const SEARCH_LIMIT_MOBILE = 6;
export const SEARCH_BLUR_CLOSE_MS = 200;
export const POPULAR_SEARCHES = [
  'Sensors',
  'Switches',
  'Relays',
  'PLC',
  'HMI',
  'Servo Drives',
] as const;

export const MEGA_MENU_CLOSE_MS = 150;
export const MENU_ITEMS_PER_LEVEL = 2;

export const LISTING_PAGE_SIZE = 20;
export const INFINITE_SCROLL_THRESHOLD_PX = 200;
export const BACK_TO_TOP_AFTER_PX = 300;
/** Default listing price range in rupees (decisions.md: 0..1,000,000 everywhere). */
export const DEFAULT_PRICE_RANGE: readonly [number, number] = [0, 1_000_000];

export const TOAST_DURATION_MS = 5000;
export const ADD_TO_CART_DELAY_MS = 500;
export const ADDED_CONFIRMATION_MS = 2000;
export const COPY_CONFIRMATION_MS = 2000;
export const SHARE_TEXT_MAX = 100;
export const SHARE_EMAIL_TEXT_MAX = 200;

export const BANNER_INTERVAL_MS = 5000;
export const TESTIMONIAL_INTERVAL_MS = 6000;
export const BANNERS_PER_PAGE = 10;
export const HOME_CATEGORY_COUNT = 8;
export const HOME_BRAND_COUNT = 8;
export const BEST_SELLER_LIMIT = 9;
export const NEWS_CARD_COUNT = 5;
export const NEWS_TAGS_PER_CARD = 2;
export const FOOTER_CATEGORY_COUNT = 6;

export const ORDERS_PAGE_SIZE = 20;
export const TICKETS_PAGE_SIZE = 100;
export const WISHLIST_PAGE_SIZE = 12;
export const WISHLIST_LISTING_LOAD = 1000;
export const PAGINATION_WINDOW = 5;

export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const PASSWORD_MIN_LENGTH = 6;
export const COMMENT_MIN_LENGTH = 10;

export const PROFILE_SUCCESS_MS = 3000;
export const QUOTE_CLOSE_MS = 3000;
export const SIGNUP_SWITCH_MS = 3000;
export const CONTACT_SUCCESS_MS = 5000;

export const PAYMENT_CURRENCIES = ['INR', 'USD', 'EUR'] as const;
export const PLACEHOLDER_IMAGE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 4 3'%3E%3Crect width='4' height='3' fill='%23e5e7eb'/%3E%3C/svg%3E";
/** Sentinel for `per_page`: every row. */
export const ALL_ROWS = -1;
