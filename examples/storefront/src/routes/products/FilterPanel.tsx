import {
  DEFAULT_LISTING_FILTERS,
  DEFAULT_PRICE_RANGE,
  LISTING_SORT_OPTIONS,
  type ListingFilters,
  type ListingFiltersAction,
  listingMessages,
  type SortOption,
  serializeListingQuery,
} from '@storefront-kit/core';
import {
  useBrands,
  useCategories,
  useSolutions,
  useSubcategories,
  useSubSubcategories,
  useTranslator,
} from '@storefront-kit/react';
import { type FormEvent, type ReactNode, useId } from 'react';
import styles from './FilterPanel.module.css';
import { listingText } from './listingCopy';

export interface FilterPanelProps {
  filters: ListingFilters;
  dispatch(action: ListingFiltersAction): void;
}

function Select({
  label,
  value,
  options,
  onChange,
  disabled,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange(value: string): void;
  disabled?: boolean;
}) {
  const id = useId();
  const t = useTranslator(listingMessages);
  // A value from the URL that the options do not (yet) hold still shows as selected.
  const known = value === '' || options.some((option) => option.value === value);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className="input"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        <option value="">{t('listing.all')}</option>
        {!known && <option value={value}>{value}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

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

const byName = (names: readonly string[]) => names.map((name) => ({ value: name, label: name }));

/** A price typed in the box: a non-negative number, else the default end of the range. */
const price = (value: FormDataEntryValue | null, fallback: number) => {
  const n = typeof value === 'string' && value.trim() ? Number(value) : Number.NaN;
  return Number.isFinite(n) && n >= 0 ? n : fallback;
};

/**
 * The listing's filters (spec 1 'Product listing'): Category, Subcategory, Sub-subcategory,
 * Brand, In Stock Only, and the collapsible Advanced Filters (search text, Sort By, price min
 * and max, Solution); Clear All Filters. Each change goes through core's filters reducer
 * (a new category resets the subcategory and sub-subcategory) into the URL.
 */
export function FilterPanel({ filters, dispatch }: FilterPanelProps) {
  const t = useTranslator(listingMessages);
  const categories = useCategories();
  const category = categories.data?.find((c) => c.product_category_name === filters.category);
  const subcategories = useSubcategories(category?.id);
  const subcategory = category
    ? subcategories.data?.find((s) => s.product_sub_category_name === filters.subcategory)
    : undefined;
  const subSubcategories = useSubSubcategories(subcategory?.id);
  const brands = useBrands();
  const solutions = useSolutions();
  const searchId = useId();
  const minId = useId();
  const maxId = useId();
  const stockId = useId();

  const active = serializeListingQuery(filters) !== serializeListingQuery(DEFAULT_LISTING_FILTERS);
  const advancedActive =
    filters.search !== '' ||
    filters.sort !== DEFAULT_LISTING_FILTERS.sort ||
    filters.solution !== '' ||
    filters.priceRange[0] !== DEFAULT_PRICE_RANGE[0] ||
    filters.priceRange[1] !== DEFAULT_PRICE_RANGE[1];

  return (
    <aside className={styles.panel} aria-labelledby="filters-title">
      <div className={styles.head}>
        <h2 id="filters-title" className={styles.title}>
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
        options={byName((categories.data ?? []).map((c) => c.product_category_name))}
        onChange={(value) => dispatch({ type: 'set-category', value })}
      />
      <Select
        label={t('listing.subcategory')}
        value={filters.subcategory}
        disabled={!filters.category}
        options={
          category ? byName((subcategories.data ?? []).map((s) => s.product_sub_category_name)) : []
        }
        onChange={(value) => dispatch({ type: 'set-subcategory', value })}
      />
      <Select
        label={t('listing.subsubcategory')}
        value={filters.subsubcategory}
        disabled={!filters.subcategory}
        options={
          subcategory
            ? byName((subSubcategories.data ?? []).map((s) => s.product_sub_sub_category_name))
            : []
        }
        onChange={(value) => dispatch({ type: 'set-subsubcategory', value })}
      />
      <Select
        label={t('listing.brand')}
        value={filters.brand}
        options={byName((brands.data ?? []).map((b) => b.title))}
        onChange={(value) => dispatch({ type: 'set-brand', value })}
      />
      <div className={styles.check}>
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

      <details className={styles.advanced} open={advancedActive || undefined}>
        <summary className={styles.summary}>{t('listing.advancedFilters')}</summary>
        <div className={styles.advancedBody}>
          <Form
            key={`search-${filters.search}`}
            className={styles.inline}
            onSubmit={(form) =>
              dispatch({ type: 'set-search', value: String(form.get('search') ?? '').trim() })
            }
          >
            <label htmlFor={searchId} className={styles.label}>
              {t('listing.searchText')}
            </label>
            <span className={styles.row}>
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
          <div className={styles.field}>
            <label htmlFor={`${searchId}-sort`} className={styles.label}>
              {t('listing.sortBy')}
            </label>
            <select
              id={`${searchId}-sort`}
              className="input"
              value={filters.sort}
              onChange={(event) =>
                dispatch({ type: 'set-sort', value: event.currentTarget.value as SortOption })
              }
            >
              {LISTING_SORT_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {t(option.messageId)}
                </option>
              ))}
            </select>
          </div>
          <Form
            key={`price-${filters.priceRange.join('-')}`}
            className={styles.inline}
            onSubmit={(form) => {
              const min = price(form.get('min'), DEFAULT_PRICE_RANGE[0]);
              const max = price(form.get('max'), DEFAULT_PRICE_RANGE[1]);
              dispatch({
                type: 'set-price-range',
                value: [Math.min(min, max), Math.max(min, max)],
              });
            }}
          >
            <span className={styles.priceRow}>
              <span className={styles.field}>
                <label htmlFor={minId} className={styles.label}>
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
              <span className={styles.field}>
                <label htmlFor={maxId} className={styles.label}>
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
            options={byName((solutions.data ?? []).map((s) => s.title))}
            onChange={(value) => dispatch({ type: 'set-solution', value })}
          />
        </div>
      </details>
    </aside>
  );
}
