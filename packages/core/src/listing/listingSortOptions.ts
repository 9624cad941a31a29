import { SORT_OPTIONS, type SortOption } from '../schemas/choices';

/** One entry of the Sort By menu: the value sent as `sort_by` and the id of its label. */
export interface ListingSortOption {
  readonly value: SortOption;
  readonly messageId: `listing.sort.${SortOption}`;
}

/**
 * The Sort By menu in the spec's order: Name A-Z, Name Z-A, Price Low to High,
 * Price High to Low, Highest Rated, Newest First.
 *
 * @example
 * LISTING_SORT_OPTIONS.map((o) => ({ value: o.value, label: t(o.messageId) }))
 */
export const LISTING_SORT_OPTIONS: readonly ListingSortOption[] = /* @__PURE__ */ SORT_OPTIONS.map(
  (value) => ({
    value,
    messageId: `listing.sort.${value}` as const,
  }),
);
