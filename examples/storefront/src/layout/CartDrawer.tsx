import { cartMessages } from '@storefront-kit/core';
import { Cart, QuantityStepper, useCart, useTranslator } from '@storefront-kit/react';
import { useNavigate } from 'react-router';
import { SiteDialog } from '../components/SiteDialog';
import styles from './CartButton.module.css';
import { CouponBox } from './CouponBox';

/**
 * The cart drawer (spec 1 'Cart drawer') on the headless `Cart` parts in the site's native
 * modal dialog, sliding in from the right over a dimmed backdrop that closes it: the lines with
 * quantity and remove, the discount code box, the summary, Proceed to Checkout, Clear Cart and
 * Continue Shopping; the empty and loading states. It follows the cart's open state.
 */
export function CartDrawer() {
  const t = useTranslator(cartMessages);
  const cart = useCart();
  const navigate = useNavigate();
  return (
    <SiteDialog
      open={cart.isOpen}
      onOpenChange={(open) => (open ? cart.open() : cart.close())}
      title={t('cart.title')}
      closeLabel={t('cart.close')}
      variant="end"
      bodyClassName={styles.drawerBody}
    >
      <Cart.Loading className={styles.loading}>
        {[0, 1].map((row) => (
          <span key={row} aria-hidden="true" className={`skeleton ${styles.skeletonLine}`} />
        ))}
      </Cart.Loading>
      <Cart.Empty className={styles.empty}>
        <p className={styles.emptyTitle}>{t('cart.empty')}</p>
        <p>{t('cart.emptyHint')}</p>
        <Cart.ContinueShopping className="button" />
      </Cart.Empty>
      <Cart.Filled className={styles.filled}>
        <Cart.Items className={styles.lines}>
          {(item) => (
            <Cart.Item item={item} className={styles.line}>
              <Cart.ItemImage className={styles.lineImage} width={64} height={64} />
              <div className={styles.lineBody}>
                <span className={styles.lineName}>{item.name}</span>
                <span className={styles.lineMeta}>
                  {[item.brand, item.category, item.sku].filter(Boolean).join(' · ')}
                </span>
                <span className={styles.prices}>
                  <Cart.ItemPrice className={styles.price} />
                  <Cart.ItemOriginalPrice className={styles.mrp} />
                  <Cart.ItemPercentOff className={styles.off} />
                </span>
                <Cart.ItemStock className={styles.stock} />
                <span className={styles.lineActions}>
                  <Cart.ItemQuantity className={styles.stepper}>
                    <QuantityStepper.Decrement className={styles.stepButton} />
                    <QuantityStepper.Input className={styles.stepInput} />
                    <QuantityStepper.Increment className={styles.stepButton} />
                    <QuantityStepper.MaxMessage className={styles.max} />
                  </Cart.ItemQuantity>
                  <Cart.ItemRemove className="link-button" />
                </span>
              </div>
            </Cart.Item>
          )}
        </Cart.Items>
        <div className={styles.footer}>
          <CouponBox />
          <Cart.Summary className={styles.summary} />
          <div className={styles.buttons}>
            <Cart.Checkout className="button button-block" onClick={() => navigate('/checkout')} />
            <Cart.Clear className="button button-secondary" />
            <Cart.ContinueShopping className="button button-secondary" />
          </div>
        </div>
      </Cart.Filled>
    </SiteDialog>
  );
}
