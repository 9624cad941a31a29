import {
  DEFAULT_LISTING_FILTERS,
  DEFAULT_PRICE_RANGE,
  type ListingFilters,
  type ListingFiltersAction,
  listingMessages,
  serializeListingQuery,
} from '@storefront-kit/core';
import { useTranslator } from '@storefront-kit/react';
import { lazy, useId, useState } from 'react';
import { ClientSuspense } from '../../components/ClientSuspense';
import type { FilterOptionLists } from './FilterOptions';
import './FilterPanel.css';
import { byName, Select } from './FilterSelect';
import { listingText } from './listingCopy';

export interface FilterPanelProps {
  filters: ListingFilters;
  dispatch(action: ListingFiltersAction): void;
}

// What the selects offer is fetched, so the first paint has none of it (a select shows its
// chosen value meanwhile): the code that fetches it loads with the page's first render.
const loadExtras = () => import('./ListingExtras');
const FilterOptions = lazy(() => loadExtras().then((m) => ({ default: m.FilterOptions })));
// Advanced Filters are closed unless the URL holds one of them; their body loads with the
// first render too, its space kept meanwhile.
const AdvancedFilters = lazy(() => loadExtras().then((m) => ({ default: m.AdvancedFilters })));

const NO_OPTIONS: FilterOptionLists = {
  categories: [],
  subcategories: [],
  subSubcategories: [],
  brands: [],
  solutions: [],
};

/**
 * The listing's filters (spec 1 'Product listing'): Category, Subcategory, Sub-subcategory,
 * Brand, In Stock Only, and the collapsible Advanced Filters (search text, Sort By, price min
 * and max, Solution); Clear All Filters. Each change goes through core's filters reducer
 * (a new category resets the subcategory and sub-subcategory) into the URL.
 */
export function FilterPanel({ filters, dispatch }: FilterPanelProps) {
  const t = useTranslator(listingMessages);
  const [options, setOptions] = useState(NO_OPTIONS);
  const stockId = useId();

  const active = serializeListingQuery(filters) !== serializeListingQuery(DEFAULT_LISTING_FILTERS);
  const advancedActive =
    filters.search !== '' ||
    filters.sort !== DEFAULT_LISTING_FILTERS.sort ||
    filters.solution !== '' ||
    filters.priceRange[0] !== DEFAULT_PRICE_RANGE[0] ||
    filters.priceRange[1] !== DEFAULT_PRICE_RANGE[1];

  return (
    <aside className="filter-panel-panel" aria-labelledby="filters-title">
      <ClientSuspense fallback={null}>
        <FilterOptions filters={filters} onChange={setOptions} />
      </ClientSuspense>
      <div className="filter-panel-head">
        <h2 id="filters-title" className="filter-panel-title">
          {listingText('listing.filtersTitle')}
        </h2>
        {active ? (
          <button
            type="button"
            className="link-button"
            onClick={() => dispatch({ type: 'clear-all' })}
          >
            {t('listing.clearAllFilters')}
          </button>
        ) : null}
      </div>
      <Select
        label={t('listing.category')}
        value={filters.category}
        options={byName(options.categories)}
        onChange={(value) => dispatch({ type: 'set-category', value })}
      />
      <Select
        label={t('listing.subcategory')}
        value={filters.subcategory}
        disabled={!filters.category}
        options={byName(options.subcategories)}
        onChange={(value) => dispatch({ type: 'set-subcategory', value })}
      />
      <Select
        label={t('listing.subsubcategory')}
        value={filters.subsubcategory}
        disabled={!filters.subcategory}
        options={byName(options.subSubcategories)}
        onChange={(value) => dispatch({ type: 'set-subsubcategory', value })}
      />
      <Select
        label={t('listing.brand')}
        value={filters.brand}
        options={byName(options.brands)}
        onChange={(value) => dispatch({ type: 'set-brand', value })}
      />
      <div className="filter-panel-check">
        <input
          id={stockId}
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
        <ClientSuspense
          fallback={<div className="filter-panel-advanced-placeholder" aria-hidden="true" />}
        >
          <AdvancedFilters filters={filters} dispatch={dispatch} solutions={options.solutions} />
        </ClientSuspense>
      </details>
    </aside>
  );
}
