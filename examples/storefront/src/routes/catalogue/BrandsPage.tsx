import { contentMessages, shopperMessage } from '@storefront-kit/core';
import { useBrands, useStorefront, useTranslator } from '@storefront-kit/react';
import { useDeferredValue, useId, useState } from 'react';
import { Link } from 'react-router';
import { listingHref } from '../../components/listingHref';
import { PageHero } from '../../components/PageHero';
import { usePageMeta } from '../../components/usePageMeta';
import { brandsText } from './brandsCopy';
import './Catalogue.css';

const SKELETONS = 12;

/**
 * `/brands`: every brand as a tile (logo, name, description, product count) opening the
 * listing of its products (`/products?brand={title}`), with a box that narrows the tiles by
 * name; loading placeholders, a failure with Try Again, an empty state.
 */
export function BrandsPage() {
  const t = useTranslator(contentMessages);
  const { assetUrl, messages } = useStorefront();
  const brands = useBrands();
  const [filter, setFilter] = useState('');
  const query = useDeferredValue(filter.trim().toLowerCase());
  const filterId = useId();
  const all = brands.data ?? [];
  const shown = query ? all.filter((brand) => brand.title.toLowerCase().includes(query)) : all;
  usePageMeta(
    brandsText('brands.title'),
    all.length
      ? brandsText('brands.description', { count: all.length })
      : brandsText('brands.descriptionDefault'),
  );

  return (
    <>
      <PageHero title={brandsText('brands.title')} lead={brandsText('brands.lead')} />
      <div className="container catalogue-page">
        {brands.status === 'error' && !brands.data ? (
          <div className="notice notice-error" role="alert">
            <p>{brandsText('brands.failed')}</p>
            <p>{shopperMessage(brands.error, messages)}</p>
            <button type="button" className="button" onClick={() => void brands.refetch()}>
              {t('home.tryAgain')}
            </button>
          </div>
        ) : !brands.data ? (
          <ul className="catalogue-brand-grid" aria-hidden="true">
            {Array.from({ length: SKELETONS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <li key={index} className="skeleton catalogue-brand-skeleton" />
            ))}
          </ul>
        ) : all.length === 0 ? (
          <p className="notice">{brandsText('brands.empty')}</p>
        ) : (
          <>
            <div className="catalogue-toolbar">
              <label htmlFor={filterId} className="catalogue-filter-label">
                {brandsText('brands.filter')}
              </label>
              <input
                id={filterId}
                className="input catalogue-filter"
                type="search"
                value={filter}
                onChange={(event) => setFilter(event.currentTarget.value)}
              />
              <p className="catalogue-count" aria-live="polite">
                {brandsText('brands.count', { shown: shown.length, total: all.length })}
              </p>
            </div>
            {shown.length === 0 ? (
              <p className="notice">{brandsText('brands.noMatch', { query: filter.trim() })}</p>
            ) : (
              <ul className="catalogue-brand-grid">
                {shown.map((brand) => (
                  <li key={brand.id}>
                    <Link to={listingHref({ brand: brand.title })} className="catalogue-brand-card">
                      <span className="catalogue-brand-logo">
                        {brand.logo ? (
                          <img
                            src={assetUrl(brand.logo)}
                            alt=""
                            width={160}
                            height={64}
                            loading="lazy"
                          />
                        ) : null}
                      </span>
                      <span className="catalogue-brand-name">{brand.title}</span>
                      {brand.description ? (
                        <span className="catalogue-brand-description">{brand.description}</span>
                      ) : null}
                      {typeof brand.product_count === 'number' ? (
                        <span className="catalogue-brand-count">
                          {brandsText('brands.products', { count: brand.product_count })}
                        </span>
                      ) : null}
                      <span className="visually-hidden">
                        {brandsText('brands.viewProducts', { title: brand.title })}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </>
  );
}
