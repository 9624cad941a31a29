import {
  LISTING_SORT_OPTIONS,
  type ListingFilters,
  type ListingFiltersAction,
  type ListingSort,
  listingMessages,
} from '@storefront-kit/core';
import { useTranslator } from '@storefront-kit/react';
import { useId } from 'react';
import './FilterPanel.css';
import { byName, Select } from './FilterSelect';
import { listingText } from './listingCopy';

/**
 * The body of the listing's collapsible Advanced Filters: search text, Sort By, price min and
 * max (applied together), Solution. Fields of the filter panel's form (`FilterPanel`): an Apply
 * button (or Enter) submits it, which applies the typed text and prices; the selects apply on
 * change. Without JavaScript the form is a plain GET of the listing with these in the query.
 */
export function AdvancedFilters({
  filters,
  dispatch,
  solutions,
}: {
  filters: ListingFilters;
  dispatch(action: ListingFiltersAction): void;
  /** The solutions the Solution select offers (none until they are fetched). */
  solutions: readonly string[];
}) {
  const t = useTranslator(listingMessages);
  const searchId = useId();
  const minId = useId();
  const maxId = useId();
  return (
    <div className="filter-panel-advanced-body">
      <div className="filter-panel-inline">
        <label htmlFor={searchId} className="filter-panel-label">
          {t('listing.searchText')}
        </label>
        <span className="filter-panel-row">
          <input
            // A new value in the URL replaces what was typed.
            key={`search-${filters.search}`}
            id={searchId}
            name="search"
            type="search"
            className="input"
            defaultValue={filters.search}
          />
          <button type="submit" className="button button-secondary button-small">
            {listingText('listing.applySearch')}
          </button>
        </span>
      </div>
      <div className="filter-panel-field">
        <label htmlFor={`${searchId}-sort`} className="filter-panel-label">
          {t('listing.sortBy')}
        </label>
        <select
          id={`${searchId}-sort`}
          name="sort"
          className="input"
          value={filters.sort}
          onChange={(event) =>
            dispatch({ type: 'set-sort', value: event.currentTarget.value as ListingSort })
          }
        >
          {filters.search.trim() || filters.sort === 'relevance' ? (
            <option value="relevance">{t('listing.sort.relevance')}</option>
          ) : null}
          {LISTING_SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.messageId)}
            </option>
          ))}
        </select>
      </div>
      <div className="filter-panel-inline" key={`price-${filters.priceRange.join('-')}`}>
        <span className="filter-panel-price-row">
          <span className="filter-panel-field">
            <label htmlFor={minId} className="filter-panel-label">
              {t('listing.priceMin')}
            </label>
            <input
              id={minId}
              name="min_price"
              type="number"
              inputMode="numeric"
              min={0}
              className="input"
              defaultValue={filters.priceRange[0]}
            />
          </span>
          <span className="filter-panel-field">
            <label htmlFor={maxId} className="filter-panel-label">
              {t('listing.priceMax')}
            </label>
            <input
              id={maxId}
              name="max_price"
              type="number"
              inputMode="numeric"
              min={0}
              className="input"
              defaultValue={filters.priceRange[1]}
            />
          </span>
        </span>
        <button type="submit" className="button button-secondary button-small">
          {listingText('listing.applyPrice')}
        </button>
      </div>
      <Select
        label={t('listing.solution')}
        name="solution"
        value={filters.solution}
        options={byName(solutions)}
        onChange={(value) => dispatch({ type: 'set-solution', value })}
      />
    </div>
  );
}
