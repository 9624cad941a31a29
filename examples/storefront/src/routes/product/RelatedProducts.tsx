import { productMessages } from '@storefront-kit/core';
import { useRelatedProducts, useTranslator } from '@storefront-kit/react';
import { ProductCard, ProductCardSkeleton } from '../../components/ProductCard';
import './ProductExtras.css';

/** Related products (1 to 4 columns); a failure counts as none: 'No related products found.'. */
export function RelatedProducts({ productId }: { productId: string }) {
  const t = useTranslator(productMessages);
  const related = useRelatedProducts(productId);
  const items = related.data ?? [];
  return (
    <section className="product-extras-related" aria-labelledby="related-title">
      <h2 id="related-title" className="section-title">
        {t('product.relatedTitle')}
      </h2>
      {!related.data && related.status !== 'error' ? (
        <ul className="product-extras-related-grid" aria-hidden="true">
          {[0, 1, 2, 3].map((index) => (
            <li key={index}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      ) : items.length === 0 ? (
        <p className="notice">{t('product.noRelated')}</p>
      ) : (
        <ul className="product-extras-related-grid">
          {items.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
