import { CartDrawer, QuantityStepper, useMessages } from '@storefront-kit/react';
import { useNavigate } from 'react-router';
import { Icon } from '../components/Icon';
import styles from './CartButton.module.css';
import { CouponBox } from './CouponBox';

/**
 * The header's cart button with its item-count badge, and the cart drawer it opens (spec 1
 * 'Cart drawer') on the headless `CartDrawer`: lines with quantity and remove, the discount
 * code box, the summary, Proceed to Checkout, Clear Cart and Continue Shopping.
 */
export function CartButton() {
  const t = useMessages();
  const navigate = useNavigate();
  return (
    <CartDrawer.Root>
      <CartDrawer.Trigger className={styles.trigger}>
        <Icon name="cart" size={22} />
        <span className="visually-hidden">{t('cart.title')}</span>
        <CartDrawer.Count className={styles.badge} />
      </CartDrawer.Trigger>
      <CartDrawer.Portal>
        <CartDrawer.Overlay className={styles.overlay} />
        <CartDrawer.Content className={styles.drawer}>
          <div className={styles.head}>
            <CartDrawer.Title className={styles.title} />
            <CartDrawer.Close className={styles.close} />
          </div>
          <CartDrawer.Loading className={styles.loading}>
            {[0, 1].map((row) => (
              <span key={row} aria-hidden="true" className={`skeleton ${styles.skeletonLine}`} />
            ))}
          </CartDrawer.Loading>
          <CartDrawer.Empty className={styles.empty}>
            <p className={styles.emptyTitle}>{t('cart.empty')}</p>
            <p>{t('cart.emptyHint')}</p>
            <CartDrawer.ContinueShopping className="button" />
          </CartDrawer.Empty>
          <CartDrawer.Filled className={styles.filled}>
            <CartDrawer.Items className={styles.lines}>
              {(item) => (
                <CartDrawer.Item item={item} className={styles.line}>
                  <CartDrawer.ItemImage className={styles.lineImage} width={64} height={64} />
                  <div className={styles.lineBody}>
                    <span className={styles.lineName}>{item.name}</span>
                    <span className={styles.lineMeta}>
                      {[item.brand, item.category, item.sku].filter(Boolean).join(' · ')}
                    </span>
                    <span className={styles.prices}>
                      <CartDrawer.ItemPrice className={styles.price} />
                      <CartDrawer.ItemOriginalPrice className={styles.mrp} />
                      <CartDrawer.ItemPercentOff className={styles.off} />
                    </span>
                    <CartDrawer.ItemStock className={styles.stock} />
                    <span className={styles.lineActions}>
                      <CartDrawer.ItemQuantity className={styles.stepper}>
                        <QuantityStepper.Decrement className={styles.stepButton} />
                        <QuantityStepper.Input className={styles.stepInput} />
                        <QuantityStepper.Increment className={styles.stepButton} />
                        <QuantityStepper.MaxMessage className={styles.max} />
                      </CartDrawer.ItemQuantity>
                      <CartDrawer.ItemRemove className="link-button" />
                    </span>
                  </div>
                </CartDrawer.Item>
              )}
            </CartDrawer.Items>
            <div className={styles.footer}>
              <CouponBox />
              <CartDrawer.Summary className={styles.summary} />
              <div className={styles.buttons}>
                <CartDrawer.Checkout
                  className="button button-block"
                  onClick={() => navigate('/checkout')}
                />
                <CartDrawer.Clear className="button button-secondary" />
                <CartDrawer.ContinueShopping className="button button-secondary" />
              </div>
            </div>
          </CartDrawer.Filled>
        </CartDrawer.Content>
      </CartDrawer.Portal>
    </CartDrawer.Root>
  );
}
