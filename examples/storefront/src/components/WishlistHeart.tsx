import { productMessages } from '@storefront-kit/core';
import { useTranslator, useWishlistItem } from '@storefront-kit/react';
import { PageIcon } from './PageIcon';
import styles from './WishlistHeart.module.css';

/**
 * A product's wishlist heart (spec 1 §4): disabled while a toggle is in flight, filled by the
 * server's answer; a guest gets 'Failed to update wishlist. Please login to your account.'.
 */
export function WishlistHeart({ productId, className }: { productId: string; className?: string }) {
  const t = useTranslator(productMessages);
  const heart = useWishlistItem(productId);
  return (
    <button
      type="button"
      className={`${styles.heart} ${className ?? ''}`}
      aria-pressed={heart.isWishlisted}
      aria-label={t(heart.isWishlisted ? 'product.removeFromWishlist' : 'product.addToWishlist')}
      data-state={heart.status}
      disabled={heart.pending}
      onClick={() => {
        void heart.toggle();
      }}
    >
      <PageIcon name="heart" size={20} />
    </button>
  );
}
