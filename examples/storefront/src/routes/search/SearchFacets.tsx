import {
  DEFAULT_PRICE_RANGE,
  type SearchFacets as Facets,
  type FacetValue,
  formatINR,
  type ListingFilters,
  type ListingFiltersAction,
  listingFiltersReducer,
  listingMessages,
  toPaise,
} from '@storefront-kit/core';
import { useTranslator } from '@storefront-kit/react';
import { type ReactNode, useId, useState } from 'react';
import { searchText } from './searchCopy';
import { bandRange } from './searchQuery';

export interface SearchFacetsProps {
  /** The results' facets (undefined before the first page or after it failed). */
  facets: Facets | undefined;
  filters: ListingFilters;
  /** Results shown for the current filters: the count of a chosen value the facets lack. */
  total: number;
  /** The first page is loading: the column keeps its place (its groups come with the page). */
  loading: boolean;
  /** New filters, written to the URL by the page. */
  onChange(filters: ListingFilters): void;
}

/** Rupees without the paise when whole: '₹1,000', '₹1,00,000'. */
const rupees = (amount: number) => formatINR(toPaise(amount)).replace(/\.00$/, '');

/** The label of a price range: 'Under ₹1,000', '₹1,000 to ₹5,000', '₹1,00,000 and above'. */
function rangeLabel(min: number, max: number | null): string {
  if (min < 1) return searchText('search.priceUnder', { max: rupees(Math.ceil(max ?? 0)) });
  if (max === null || max >= DEFAULT_PRICE_RANGE[1]) {
    return searchText('search.priceFrom', { min: rupees(min) });
  }
  return searchText('search.priceBetween', { min: rupees(min), max: rupees(Math.ceil(max)) });
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** A facet's values, with the chosen one added (at the count of the results) when it has none. */
function withChosen(values: readonly FacetValue[], chosen: string, total: number) {
  if (!chosen || values.some((v) => same(v.value, chosen))) return values;
  return [{ value: chosen, count: total }, ...values];
}

function Option({
  label,
  count,
  checked,
  onChange,
}: {
  label: string;
  count: number;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  return (
    <label className="search-facets-option">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span className="search-facets-value">{label}</span>{' '}
      <span className="search-facets-count">({count})</span>
    </label>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="search-facets-group">
      <legend className="search-facets-legend">{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The results' facets: Brand, Category, Availability (In Stock Only) and Price bands, each a
 * fieldset of checkboxes with the count of results. A change is new filters for the URL (one
 * brand, one category, one price range at a time: checking a value chooses it, unchecking
 * clears it). Beside the results on wide screens; on phones behind a 'Filters' button that
 * counts the active ones, so the results show in the first screen.
 */
export function SearchFacets({ facets, filters, total, loading, onChange }: SearchFacetsProps) {
  const t = useTranslator(listingMessages);
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const titleId = useId();
  const apply = (...actions: ListingFiltersAction[]) =>
    onChange(actions.reduce(listingFiltersReducer, filters));

  const [min, max] = filters.priceRange;
  const priced = min !== DEFAULT_PRICE_RANGE[0] || max !== DEFAULT_PRICE_RANGE[1];
  const bands = facets?.price ?? [];
  const chosenBand = bands.find((band) => {
    const [a, b] = bandRange(band);
    return a === min && b === max;
  });
  const active = [filters.brand, filters.category, filters.inStock, priced].filter(Boolean).length;
  const brands = withChosen(facets?.brand ?? [], filters.brand, total);
  const categories = withChosen(facets?.category ?? [], filters.category, total);
  const stocked = facets?.in_stock?.in_stock ?? 0;
  const inStock = stocked > 0 || filters.inStock ? stocked || total : undefined;
  const groups = brands.length + categories.length + bands.length + (inStock ?? 0);
  // Nothing to narrow (no results, or no facets from the server): no column.
  if (!groups && !active && !loading) return null;

  return (
    <aside className="search-facets" aria-labelledby={titleId}>
      <button
        type="button"
        className="button button-secondary search-facets-toggle"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen(!open)}
      >
        {active
          ? searchText('search.filtersActive', { count: active })
          : searchText('search.filters')}
      </button>
      <div id={bodyId} className="search-facets-body" data-open={open || undefined}>
        <div className="search-facets-head">
          <h2 id={titleId} className="search-facets-title">
            {searchText('search.filters')}
          </h2>
          {active ? (
            <button
              type="button"
              className="link-button"
              onClick={() =>
                apply(
                  { type: 'set-brand', value: '' },
                  { type: 'set-category', value: '' },
                  { type: 'set-in-stock', value: false },
                  { type: 'set-price-range', value: DEFAULT_PRICE_RANGE },
                )
              }
            >
              {t('listing.clearAllFilters')}
            </button>
          ) : null}
        </div>
        {brands.length ? (
          <Group legend={t('listing.brand')}>
            {brands.map(({ value, count }) => (
              <Option
                key={value}
                label={value}
                count={count}
                checked={!!filters.brand && same(filters.brand, value)}
                onChange={(on) => apply({ type: 'set-brand', value: on ? value : '' })}
              />
            ))}
          </Group>
        ) : null}
        {categories.length ? (
          <Group legend={t('listing.category')}>
            {categories.map(({ value, count }) => (
              <Option
                key={value}
                label={value}
                count={count}
                checked={!!filters.category && same(filters.category, value)}
                onChange={(on) => apply({ type: 'set-category', value: on ? value : '' })}
              />
            ))}
          </Group>
        ) : null}
        {inStock !== undefined ? (
          <Group legend={searchText('search.availability')}>
            <Option
              label={t('listing.inStockOnly')}
              count={inStock}
              checked={filters.inStock}
              onChange={(on) => apply({ type: 'set-in-stock', value: on })}
            />
          </Group>
        ) : null}
        {bands.length || priced ? (
          <Group legend={searchText('search.price')}>
            {priced && !chosenBand ? (
              <Option
                label={rangeLabel(min, max)}
                count={total}
                checked
                onChange={() => apply({ type: 'set-price-range', value: DEFAULT_PRICE_RANGE })}
              />
            ) : null}
            {bands.map((band) => (
              <Option
                key={band.min}
                label={rangeLabel(band.min, band.max)}
                count={band.count}
                checked={band === chosenBand}
                onChange={(on) =>
                  apply({
                    type: 'set-price-range',
                    value: on ? bandRange(band) : DEFAULT_PRICE_RANGE,
                  })
                }
              />
            ))}
          </Group>
        ) : null}
      </div>
    </aside>
  );
}
