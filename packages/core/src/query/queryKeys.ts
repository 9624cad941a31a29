import type { PageParams } from '../schemas/common';
import type { OrderListParams } from '../schemas/orders';
import type { QueryKey } from './queryKey';

/**
 * The keys of the storefront's queries, in one place so every screen and every mutation name
 * the same data. Each key starts with its group, so a group is invalidated at once:
 * `cache.invalidate(queryKeys.orders)` after a payment, `queryKeys.reviews(id)` after a review.
 * Keys under `orders`, `dashboard` and `rewards` hold the signed-in user's data (user-scoped).
 */
export const queryKeys = {
  product: (id: string): QueryKey => ['product', id],
  /**
   * Page 1 of a product listing, by its canonical URL query (`serializeListingQuery`): what a
   * server render fetched for `useProductList`, to start the browser's listing from.
   */
  productListFirstPage: (query: string): QueryKey => ['product-list', query, 1],
  relatedProducts: (id: string): QueryKey => ['related-products', id],
  catalog: ['catalog'] as QueryKey,
  categories: (params: PageParams & { type?: string } = {}): QueryKey => [
    'catalog',
    'categories',
    params,
  ],
  subcategories: (categoryId?: string): QueryKey => [
    'catalog',
    'subcategories',
    categoryId ?? null,
  ],
  subSubcategories: (subcategoryId?: string): QueryKey => [
    'catalog',
    'sub-subcategories',
    subcategoryId ?? null,
  ],
  menu: ['catalog', 'menu'] as QueryKey,
  brands: (params: PageParams = {}): QueryKey => ['catalog', 'brands', params],
  badges: ['catalog', 'badges'] as QueryKey,
  solutions: ['catalog', 'solutions'] as QueryKey,
  content: ['content'] as QueryKey,
  banners: ['content', 'banners'] as QueryKey,
  bestSellers: (params: { limit?: number; time_period?: string } = {}): QueryKey => [
    'content',
    'best-sellers',
    params,
  ],
  dealOfTheDay: ['content', 'deal-of-the-day'] as QueryKey,
  testimonials: ['content', 'testimonials'] as QueryKey,
  news: (type = 'news'): QueryKey => ['content', 'news', type],
  orders: ['orders'] as QueryKey,
  orderList: (params: OrderListParams = {}): QueryKey => ['orders', 'list', params],
  order: (id: string): QueryKey => ['orders', 'detail', id],
  dashboard: ['dashboard'] as QueryKey,
  dashboardStats: ['dashboard', 'stats'] as QueryKey,
  dashboardRecentOrders: ['dashboard', 'recent-orders'] as QueryKey,
  dashboardBanners: ['dashboard', 'banners'] as QueryKey,
  rewards: ['rewards'] as QueryKey,
  rewardSummary: ['rewards', 'summary'] as QueryKey,
  rewardTransactions: (params: PageParams = {}): QueryKey => ['rewards', 'transactions', params],
  /** Every page of a product's reviews: `queryKeys.reviews(id)` is a prefix of each page's key. */
  reviews: (productId: string, params?: PageParams): QueryKey =>
    params ? ['reviews', productId, params] : ['reviews', productId],
} as const;
