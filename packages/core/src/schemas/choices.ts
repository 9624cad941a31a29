// The fixed choices the API defines (sort orders, order and payment statuses, ticket statuses,
// priorities and categories), without zod: a page that lists them (a Sort By menu, a ticket
// form) imports none of the response schemas. The schema modules re-export them.

/** Listing sort orders (spec: Name A-Z … Newest First). */
export const SORT_OPTIONS = [
  'name_asc',
  'name_desc',
  'price_asc',
  'price_desc',
  'rating',
  'newest',
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export const TICKET_STATUSES = ['Open', 'In Progress', 'Resolved', 'Closed'] as const;
export const TICKET_PRIORITIES = ['Low', 'Medium', 'High', 'Urgent'] as const;
export const TICKET_CATEGORIES = [
  'Technical',
  'Billing',
  'Shipping',
  'Product',
  'Account',
  'Other',
] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

/**
 * Order statuses and payment statuses the server uses: an order is 'created' while its payment
 * window holds its units, 'expired' when that lapsed (or a new checkout replaced it) unpaid,
 * 'cancelled' when a payment came but it could not be fulfilled (payment 'refund_pending',
 * then 'refunded').
 */
export const ORDER_STATUSES = ['created', 'pending', 'paid', 'expired', 'cancelled'] as const;
export const PAYMENT_STATUSES = [
  'pending',
  'paid',
  'failed',
  'expired',
  'refund_pending',
  'refunded',
] as const;

/**
 * The statuses of a placed order: one that a payment reached. An unpaid checkout attempt
 * ('created' while its payment window holds its units, then 'expired') is not an order: the
 * orders list and the dashboard show only these (decisions.md: one order per checkout).
 */
export const PLACED_ORDER_STATUSES = ['paid', 'cancelled'] as const;
/** The payment statuses a placed order can have. */
export const PLACED_PAYMENT_STATUSES = ['paid', 'refund_pending', 'refunded'] as const;
