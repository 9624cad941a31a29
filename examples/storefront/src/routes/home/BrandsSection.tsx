import { HOME_BRAND_COUNT } from '@storefront-kit/core';
import { useBrands, useStorefront } from '@storefront-kit/react';
import { Link } from 'react-router';
import { listingHref } from '../../components/listingHref';
import './Home.css';
import { HomeFailure } from './HomeFailure';
import { homeText } from './homeCopy';

/** 5. Shop by Brand: 8 logo tiles, each opening the brand's products. */
export function BrandsSection() {
  const { assetUrl } = useStorefront();
  const brands = useBrands({ per_page: HOME_BRAND_COUNT });
  return (
    <section className="container section" aria-labelledby="home-brands">
      <h2 id="home-brands" className="section-title">
        {homeText('home.brandsTitle')}
      </h2>
      {brands.status === 'error' && !brands.data ? (
        <HomeFailure title={homeText('home.brandsFailed')} />
      ) : !brands.data ? (
        <ul className="home-brand-grid" aria-hidden="true">
          {Array.from({ length: HOME_BRAND_COUNT }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <li key={index} className="skeleton home-brand-skeleton" />
          ))}
        </ul>
      ) : brands.data.length === 0 ? (
        <p className="notice">{homeText('home.brandsEmpty')}</p>
      ) : (
        <ul className="home-brand-grid">
          {brands.data.slice(0, HOME_BRAND_COUNT).map((brand) => (
            <li key={brand.id}>
              <Link
                to={listingHref({ brand: brand.title })}
                className="home-brand-tile"
                aria-label={homeText('home.brandProducts', { title: brand.title })}
              >
                {brand.logo ? (
                  <img src={assetUrl(brand.logo)} alt="" width={160} height={64} loading="lazy" />
                ) : (
                  <span>{brand.title}</span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
