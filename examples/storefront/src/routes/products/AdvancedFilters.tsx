import {
  DEFAULT_PRICE_RANGE,
  LISTING_SORT_OPTIONS,
  type ListingFilters,
  type ListingFiltersAction,
  type ListingSort,
  listingMessages,
} from '@storefront-kit/core';
import { useTranslator } from '@storefront-kit/react';
import { type FormEvent, type ReactNode, useId } from 'react';
import './FilterPanel.css';
import { byName, Select } from './FilterSelect';
import { listingText } from './listingCopy';

function Form({
  children,
  onSubmit,
  className,
}: {
  children: ReactNode;
  onSubmit(form: FormData): void;
  className?: string;
}) {
  return (
    <form
      className={className}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSubmit(new FormData(event.currentTarget));
      }}
    >
      {children}
    </form>
  );
}

/** A price typed in the box: a non-negative number, else the default end of the range. */
const price = (value: FormDataEntryValue | null, fallback: number) => {
  const n = typeof value === 'string' && value.trim() ? Number(value) : Number.NaN;
  return Number.isFinite(n) && n >= 0 ? n : fallback;
};

/**
 * The body of the listing's collapsible Advanced Filters: search text, Sort By, price min and
 * max (applied together), Solution. Loaded with the page's first render (closed by default).
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
      <Form
        key={`search-${filters.search}`}
        className="filter-panel-inline"
        onSubmit={(form) =>
          dispatch({ type: 'set-search', value: String(form.get('search') ?? '').trim() })
        }
      >
        <label htmlFor={searchId} className="filter-panel-label">
          {t('listing.searchText')}
        </label>
        <span className="filter-panel-row">
          <input
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
      </Form>
      <div className="filter-panel-field">
        <label htmlFor={`${searchId}-sort`} className="filter-panel-label">
          {t('listing.sortBy')}
        </label>
        <select
          id={`${searchId}-sort`}
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
      <Form
        key={`price-${filters.priceRange.join('-')}`}
        className="filter-panel-inline"
        onSubmit={(form) => {
          const min = price(form.get('min'), DEFAULT_PRICE_RANGE[0]);
          const max = price(form.get('max'), DEFAULT_PRICE_RANGE[1]);
          dispatch({
            type: 'set-price-range',
            value: [Math.min(min, max), Math.max(min, max)],
          });
        }}
      >
        <span className="filter-panel-price-row">
          <span className="filter-panel-field">
            <label htmlFor={minId} className="filter-panel-label">
              {t('listing.priceMin')}
            </label>
            <input
              id={minId}
              name="min"
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
              name="max"
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
      </Form>
      <Select
        label={t('listing.solution')}
        value={filters.solution}
        options={byName(solutions)}
        onChange={(value) => dispatch({ type: 'set-solution', value })}
      />
    </div>
  );
}
