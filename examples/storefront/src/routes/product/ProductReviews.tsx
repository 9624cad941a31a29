import { formatIndianDate, type ProductView, productMessages } from '@storefront-kit/core';
import { Rating, useReviews, useTranslator } from '@storefront-kit/react';
import './ProductExtras.css';
import { productTabsText } from './productTabsCopy';

/** The Reviews tab: the product's real reviews, newest first ('No reviews yet' when none). */
export function Reviews({ product }: { product: ProductView }) {
  const t = useTranslator(productMessages);
  const reviews = useReviews(product.id);
  if (reviews.status === 'error' && !reviews.data) {
    return (
      <p className="notice notice-error" role="alert">
        {productTabsText('product.reviewsFailed')}
      </p>
    );
  }
  if (!reviews.data)
    return <span className="skeleton product-extras-review-skeleton" aria-hidden="true" />;
  const items = reviews.data.items;
  if (items.length === 0) return <p>{t('product.noReviews')}</p>;
  return (
    <div className="product-extras-reviews">
      <p className="product-extras-review-summary">
        <Rating
          value={product.rating}
          count={product.reviewCount}
          className="product-extras-stars"
        />
        <span>{t('product.reviewCount', { count: product.reviewCount })}</span>
      </p>
      <ul className="product-extras-review-list">
        {items.map((review) => (
          <li key={review.id} className="product-extras-review">
            <Rating value={review.rating} className="product-extras-stars" />
            {review.title ? <p className="product-extras-review-title">{review.title}</p> : null}
            <p>{review.comment}</p>
            <p className="product-extras-review-meta">
              {productTabsText('product.reviewBy', {
                name: review.user?.name ?? '',
                date: formatIndianDate(review.createdAt),
              })}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
