import { useBestSellers } from '@storefront-kit/react';
import { ProductCard, ProductCardSkeleton } from '../../components/ProductCard';
import './Home.css';
import { HomeFailure } from './HomeFailure';
import { homeText } from './homeCopy';

/** 4. Best Selling Products: 9 of this month. */
export function BestSellersSection() {
  const bestSellers = useBestSellers();
  return (
    <section className="container section" aria-labelledby="home-best-sellers">
      <h2 id="home-best-sellers" className="section-title">
        {homeText('home.bestSellersTitle')}
      </h2>
      {bestSellers.status === 'error' && !bestSellers.data ? (
        <HomeFailure title={homeText('home.bestSellersFailed')} />
      ) : !bestSellers.data ? (
        <ul className="home-product-grid" aria-hidden="true">
          {[0, 1, 2, 3].map((index) => (
            <li key={index}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      ) : bestSellers.data.length === 0 ? (
        <p className="notice">{homeText('home.bestSellersEmpty')}</p>
      ) : (
        <ul className="home-product-grid">
          {bestSellers.data.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
