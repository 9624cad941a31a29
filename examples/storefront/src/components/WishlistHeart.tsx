import { productMessages } from '@storefront-kit/core';
import { useTranslator, useWishlistItem } from '@storefront-kit/react';
import { SvgIcon } from './Icon';
import './WishlistHeart.css';

/** The heart's outline (also `PageIcon`'s 'heart'), drawn here so cards need no icon set. */
const HEART_PATH =
  'M12 20s-7-4.4-9.2-8.6C1.3 8.3 3.3 4.5 7 4.5c2 0 3.3 1.1 5 3 1.7-1.9 3-3 5-3 3.7 0 5.7 3.8 4.2 6.9C19 15.6 12 20 12 20Z';

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
      className={`wishlist-heart-heart ${className ?? ''}`}
      aria-pressed={heart.isWishlisted}
      aria-label={t(heart.isWishlisted ? 'product.removeFromWishlist' : 'product.addToWishlist')}
      data-state={heart.status}
      disabled={heart.pending}
      onClick={() => {
        void heart.toggle();
      }}
    >
      <SvgIcon d={HEART_PATH} size={20} />
    </button>
  );
}
