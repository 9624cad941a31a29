import {
  DEFAULT_LISTING_FILTERS,
  DEFAULT_PRICE_RANGE,
  type ListingFilters,
  type ListingFiltersAction,
  listingFiltersReducer,
  listingMessages,
  parseListingQuery,
  serializeListingQuery,
} from '@storefront-kit/core';
import { useTranslator } from '@storefront-kit/react';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { listingHref } from '../../components/listingHref';
import { AdvancedFilters } from './AdvancedFilters';
import './FilterPanel.css';
import { useFilterOptions } from './FilterOptions';
import { byName, Select } from './FilterSelect';
import { listingText } from './listingCopy';

export interface FilterPanelProps {
  filters: ListingFilters;
  dispatch(action: ListingFiltersAction): void;
  /** Shows the listing of `filters` (the form's submit: the typed search text and prices). */
  apply(filters: ListingFilters): void;
}

/** How many filters narrow the listing (the sort orders it, so it does not count). */
export function activeFilterCount(filters: ListingFilters): number {
  const [min, max] = filters.priceRange;
  return [
    filters.category,
    filters.subcategory,
    filters.subsubcategory,
    filters.brand,
    filters.solution,
    filters.search.trim(),
    filters.inStock,
    min !== DEFAULT_PRICE_RANGE[0] || max !== DEFAULT_PRICE_RANGE[1],
    filters.rating > 0,
    filters.badges.length > 0,
  ].filter(Boolean).length;
}

/** A price typed in the box: a non-negative number, else the default end of the range. */
const price = (value: string | null, fallback: number) => {
  const n = value?.trim() ? Number(value) : Number.NaN;
  return Number.isFinite(n) && n >= 0 ? n : fallback;
};

/** The filters the panel's form holds (min and max in order, a bad price as the default). */
function submitted(form: HTMLFormElement): ListingFilters {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    if (typeof value === 'string') params.append(key, value);
  }
  const parsed = parseListingQuery(params);
  const min = price(params.get('min_price'), DEFAULT_PRICE_RANGE[0]);
  const max = price(params.get('max_price'), DEFAULT_PRICE_RANGE[1]);
  return {
    ...parsed,
    search: parsed.search.trim(),
    priceRange: [Math.min(min, max), Math.max(min, max)],
  };
}

/**
 * The listing's filters (spec 1 'Product listing'): Category, Subcategory, Sub-subcategory,
 * Brand, In Stock Only, and the collapsible Advanced Filters (search text, Sort By, price min
 * and max, Solution); Clear All Filters. Each change goes through core's filters reducer
 * (a new category resets the subcategory and sub-subcategory) into the URL.
 *
 * Beside the products on wide screens; on phones and tablets behind a 'Filters' button that
 * counts the active ones (the products show in the first screen), opening the panel in place
 * (Escape or 'Show products' closes it and returns the focus to the button).
 *
 * The panel is a GET form of `/products` whose fields carry the listing's query names, with
 * every choice server-rendered: without JavaScript, 'Apply Filters' reloads the listing with
 * the filters in the query (and the panel is always open).
 */
export function FilterPanel({ filters, dispatch, apply }: FilterPanelProps) {
  const t = useTranslator(listingMessages);
  const options = useFilterOptions(filters);
  const stockId = useId();
  const titleId = useId();
  const bodyId = useId();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  const active = serializeListingQuery(filters) !== serializeListingQuery(DEFAULT_LISTING_FILTERS);
  const count = activeFilterCount(filters);
  const advancedActive =
    filters.search !== '' ||
    filters.sort !== DEFAULT_LISTING_FILTERS.sort ||
    filters.solution !== '' ||
    filters.priceRange[0] !== DEFAULT_PRICE_RANGE[0] ||
    filters.priceRange[1] !== DEFAULT_PRICE_RANGE[1];

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Escape' || !open || event.defaultPrevented) return;
    event.preventDefault();
    close();
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(submitted(event.currentTarget));
  };

  return (
    <aside className="filter-panel" aria-labelledby={titleId}>
      <button
        ref={toggle}
        type="button"
        className="button button-secondary filter-panel-toggle"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen(!open)}
      >
        {count
          ? listingText('listing.filtersActive', { count })
          : listingText('listing.filtersTitle')}
      </button>
      <form
        id={bodyId}
        className="filter-panel-panel"
        data-open={open || undefined}
        method="get"
        action="/products"
        onSubmit={onSubmit}
        onKeyDown={onKeyDown}
      >
        <div className="filter-panel-head">
          <h2 id={titleId} className="filter-panel-title">
            {listingText('listing.filtersTitle')}
          </h2>
          {active ? (
            <Link
              className="link-button"
              to={listingHref(listingFiltersReducer(filters, { type: 'clear-all' }))}
            >
              {t('listing.clearAllFilters')}
            </Link>
          ) : null}
        </div>
        {/* What the panel does not show, kept by a plain submit. */}
        {filters.type ? <input type="hidden" name="type" value={filters.type} /> : null}
        {filters.rating > 0 ? <input type="hidden" name="rating" value={filters.rating} /> : null}
        {filters.badges.map((badge) => (
          <input key={badge} type="hidden" name="badges" value={badge} />
        ))}
        <Select
          label={t('listing.category')}
          name="category"
          value={filters.category}
          options={byName(options.categories)}
          onChange={(value) => dispatch({ type: 'set-category', value })}
        />
        <Select
          label={t('listing.subcategory')}
          name="subcategory"
          value={filters.subcategory}
          disabled={!filters.category}
          options={byName(options.subcategories)}
          onChange={(value) => dispatch({ type: 'set-subcategory', value })}
        />
        <Select
          label={t('listing.subsubcategory')}
          name="subsubcategory"
          value={filters.subsubcategory}
          disabled={!filters.subcategory}
          options={byName(options.subSubcategories)}
          onChange={(value) => dispatch({ type: 'set-subsubcategory', value })}
        />
        <Select
          label={t('listing.brand')}
          name="brand"
          value={filters.brand}
          options={byName(options.brands)}
          onChange={(value) => dispatch({ type: 'set-brand', value })}
        />
        <div className="filter-panel-check">
          <input
            id={stockId}
            name="in_stock"
            value="true"
            type="checkbox"
            checked={filters.inStock}
            onChange={(event) =>
              dispatch({ type: 'set-in-stock', value: event.currentTarget.checked })
            }
          />
          <label htmlFor={stockId}>{t('listing.inStockOnly')}</label>
        </div>

        <details className="filter-panel-advanced" open={advancedActive || undefined}>
          <summary className="filter-panel-summary">{t('listing.advancedFilters')}</summary>
          <AdvancedFilters filters={filters} dispatch={dispatch} solutions={options.solutions} />
        </details>
        {/* Without JavaScript the selects and the box apply with this button. */}
        <noscript>
          <button type="submit" className="button filter-panel-apply">
            {listingText('listing.applyFilters')}
          </button>
        </noscript>
        <button type="button" className="button filter-panel-done" onClick={close}>
          {listingText('listing.filtersDone')}
        </button>
      </form>
    </aside>
  );
}
