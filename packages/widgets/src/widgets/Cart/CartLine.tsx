import type { CartItem } from '@storefront-kit/core';
import { Cart, QuantityStepper } from '@storefront-kit/react';

/**
 * One styled cart line (spec 1 'Cart line item'): image, name, brand, category, sku, price or
 * 'Price on request', struck MRP and percent-off badge, the quantity stepper ('Max Qty: {n}'),
 * Remove, and 'In Stock' or 'Out of Stock'.
 */
export function CartLine({ item }: { item: CartItem }) {
  const meta = [item.brand, item.category].filter(Boolean).join(' · ');
  return (
    <Cart.Item item={item} part="line" className="sk-line">
      <Cart.ItemImage part="line-image" className="sk-line-image" width={64} height={64} />
      <div className="sk-line-body">
        <span part="line-name" className="sk-line-name">
          {item.name}
        </span>
        {meta ? (
          <span part="line-meta" className="sk-line-meta">
            {meta}
          </span>
        ) : null}
        {item.sku ? (
          <span part="line-sku" className="sk-line-sku">
            {item.sku}
          </span>
        ) : null}
        <span className="sk-line-prices">
          <Cart.ItemPrice part="line-price" className="sk-line-price" />
          <Cart.ItemOriginalPrice part="line-original-price" className="sk-line-mrp" />
          <Cart.ItemPercentOff part="line-percent-off" className="sk-badge" />
        </span>
        <Cart.ItemStock part="line-stock" className="sk-line-stock" />
        <span className="sk-line-actions">
          <Cart.ItemQuantity part="line-quantity" className="sk-stepper">
            <QuantityStepper.Decrement className="sk-stepper-button" />
            <QuantityStepper.Input className="sk-stepper-input" />
            <QuantityStepper.Increment className="sk-stepper-button" />
            <QuantityStepper.MaxMessage part="line-max" className="sk-stepper-max" />
            <QuantityStepper.Notice
              part="line-quantity-notice"
              className="sk-stepper-notice"
              buttonClassName="sk-link-button"
            />
          </Cart.ItemQuantity>
          <Cart.ItemRemove part="line-remove" className="sk-link-button" />
        </span>
      </div>
    </Cart.Item>
  );
}
