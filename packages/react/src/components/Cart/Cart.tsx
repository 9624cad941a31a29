import {
  type CartItem,
  cartMessages,
  formatINR,
  percentOff,
  priceWithGst,
  productMessages,
  type SummaryRow,
  summaryRows,
} from '@storefront-kit/core';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import { type UseCartResult, useCart } from '../../hooks/useCart';
import { useTranslator } from '../../hooks/useTranslator';
import { useStorefront } from '../../provider/StorefrontContext';
import { composeEventHandlers, createPartContext, Slot } from '../primitives';
import { QuantityStepper } from '../QuantityStepper/QuantityStepper';

/** The strings this module shows. */
const strings = { ...cartMessages, ...productMessages };

// The cart's parts without a dialog: lines, summary, states and buttons, for any cart view
// (a cart page, a checkout's order summary, a drawer of your own). `CartDrawer` adds the
// Radix dialog around the same parts.

const [ItemContext, useLine] = createPartContext<CartItem>('Cart', 'Item');

/** Props of `Cart.Count`. */
export interface CartCountProps extends ComponentPropsWithoutRef<'span'> {
  asChild?: boolean;
}

/** The number of items (sum of quantities), for the cart button's badge. `data-state` 'empty' or 'filled'. */
const Count = forwardRef<HTMLSpanElement, CartCountProps>(function CartCount(
  { asChild, children, ...props },
  ref,
) {
  const { totals } = useCart();
  const Comp = asChild ? Slot : 'span';
  return (
    <Comp data-state={totals.totalItems ? 'filled' : 'empty'} {...props} ref={ref}>
      {children ?? totals.totalItems}
    </Comp>
  );
});

/** Props of `Cart.ContinueShopping`. */
export interface CartContinueShoppingProps extends ComponentPropsWithoutRef<'button'> {
  asChild?: boolean;
}

/** A button that closes the cart (`cart.close()`) after the caller's `onClick`. */
const CloseCartButton = forwardRef<
  HTMLButtonElement,
  CartContinueShoppingProps & { label: 'cart.continueShopping' | 'cart.proceedToCheckout' }
>(function CloseCartButton({ asChild, onClick, children, label, ...props }, ref) {
  const cart = useCart();
  const t = useTranslator(strings);
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      type={asChild ? undefined : 'button'}
      {...props}
      ref={ref}
      onClick={composeEventHandlers(onClick, () => cart.close())}
    >
      {children ?? t(label)}
    </Comp>
  );
});

/** Closes the cart (`cart.close()`, e.g. a drawer of your own). Default content 'Continue Shopping'. */
const ContinueShopping = forwardRef<HTMLButtonElement, CartContinueShoppingProps>(
  function CartContinueShopping(props, ref) {
    return <CloseCartButton {...props} label="cart.continueShopping" ref={ref} />;
  },
);

/** Props of the parts shown in one cart state only. */
export interface CartStatePartProps extends ComponentPropsWithoutRef<'div'> {
  asChild?: boolean;
}

type CartView = 'loading' | 'empty' | 'filled';

const viewOf = (cart: UseCartResult): CartView =>
  cart.items.length ? 'filled' : cart.status === 'ready' ? 'empty' : 'loading';

const StatePart = forwardRef<
  HTMLDivElement,
  CartStatePartProps & { view: CartView; fallback?: ReactNode }
>(function CartState({ view, fallback, asChild, children, ...props }, ref) {
  const cart = useCart();
  if (viewOf(cart) !== view) return null;
  const Comp = asChild ? Slot : 'div';
  return (
    <Comp data-state={view} aria-busy={view === 'loading' || undefined} {...props} ref={ref}>
      {children ?? fallback}
    </Comp>
  );
});

function EmptyText() {
  const t = useTranslator(strings);
  return (
    <>
      <p>{t('cart.empty')}</p>
      <p>{t('cart.emptyHint')}</p>
      <ContinueShopping />
    </>
  );
}

/** Rendered while the cart first loads and has no items: a place for a skeleton. */
const Loading = forwardRef<HTMLDivElement, CartStatePartProps>(function CartLoading(props, ref) {
  return <StatePart {...props} view="loading" ref={ref} />;
});

/**
 * Rendered for a loaded empty cart. Default: 'Your cart is empty', 'Add some products to get
 * started!' and Continue Shopping.
 */
const Empty = forwardRef<HTMLDivElement, CartStatePartProps>(function CartEmpty(props, ref) {
  return <StatePart {...props} view="empty" fallback={<EmptyText />} ref={ref} />;
});

/** Rendered when the cart has items: the list, coupon box, summary and buttons go inside. */
const Filled = forwardRef<HTMLDivElement, CartStatePartProps>(function CartFilled(props, ref) {
  return <StatePart {...props} view="filled" ref={ref} />;
});

/** Props of `Cart.Items`. */
export interface CartItemsProps extends Omit<ComponentPropsWithoutRef<'ul'>, 'children'> {
  /**
   * Renders one line; wrap it in `Cart.Item`.
   * @default a line with its image, name, price, quantity stepper, stock and Remove
   */
  children?: (item: CartItem) => ReactNode;
}

function DefaultLine({ item }: { item: CartItem }) {
  return (
    <Item item={item}>
      <ItemImage />
      <span>{item.name}</span>
      <ItemPrice />
      <ItemOriginalPrice />
      <ItemPercentOff />
      <ItemStock />
      <ItemQuantity />
      <ItemRemove />
    </Item>
  );
}

/** The cart lines (a list); renders nothing for an empty cart. */
const Items = forwardRef<HTMLUListElement, CartItemsProps>(function CartItems(
  { children, ...props },
  ref,
) {
  const { items } = useCart();
  if (!items.length) return null;
  return (
    <ul {...props} ref={ref}>
      {items.map((item) =>
        children ? (
          <ItemContext.Provider key={item.id} value={item}>
            {children(item)}
          </ItemContext.Provider>
        ) : (
          <DefaultLine key={item.id} item={item} />
        ),
      )}
    </ul>
  );
});

/** Props of `Cart.Item`. */
export interface CartItemProps extends ComponentPropsWithoutRef<'li'> {
  item: CartItem;
  asChild?: boolean;
}

/**
 * One cart line (an `li`): `data-state` 'pending' while a change of it is in flight (its
 * buttons refuse input meanwhile), else 'idle'; `data-stock` 'in-stock' or 'out-of-stock'.
 */
const Item = forwardRef<HTMLLIElement, CartItemProps>(function CartItem(
  { item, asChild, ...props },
  ref,
) {
  const cart = useCart();
  const pending = cart.isPending(item.id);
  const Comp = asChild ? Slot : 'li';
  return (
    <ItemContext.Provider value={item}>
      <Comp
        data-state={pending ? 'pending' : 'idle'}
        data-stock={item.inStock ? 'in-stock' : 'out-of-stock'}
        aria-busy={pending || undefined}
        {...props}
        ref={ref}
      />
    </ItemContext.Provider>
  );
});

/** Props of `Cart.ItemImage`. */
export interface CartItemImageProps extends ComponentPropsWithoutRef<'img'> {}

/**
 * The line's image (the placeholder when it has none); decorative next to the name by default.
 * A media path of the API is resolved against its origin (`storefront.assetUrl`).
 */
const ItemImage = forwardRef<HTMLImageElement, CartItemImageProps>(
  function CartItemImage(props, ref) {
    const item = useLine('ItemImage');
    const { assetUrl } = useStorefront();
    return <img src={assetUrl(item.image)} alt="" loading="lazy" {...props} ref={ref} />;
  },
);

/** Props of the line's text parts. */
export interface CartItemTextProps extends ComponentPropsWithoutRef<'span'> {}

/**
 * The unit price as listed, before GST ('₹26,850.00 + 18% GST'), or 'Price on request' when it
 * is 0 or less (`data-state` 'priced' or 'on-request').
 */
const ItemPrice = forwardRef<HTMLSpanElement, CartItemTextProps>(function CartItemPrice(
  { children, ...props },
  ref,
) {
  const item = useLine('ItemPrice');
  const t = useTranslator(strings);
  const priced = item.price > 0;
  return (
    <span data-state={priced ? 'priced' : 'on-request'} {...props} ref={ref}>
      {children ?? (priced ? priceWithGst(item.price).netLabel : t('cart.priceOnRequest'))}
    </span>
  );
});

/** The struck-through MRP, only when it is above the price. */
const ItemOriginalPrice = forwardRef<HTMLElement, ComponentPropsWithoutRef<'s'>>(
  function CartItemOriginalPrice({ children, ...props }, ref) {
    const item = useLine('ItemOriginalPrice');
    if (percentOff(item.originalPrice, item.price) === undefined) return null;
    return (
      <s {...props} ref={ref}>
        {children ?? formatINR(item.originalPrice ?? 0)}
      </s>
    );
  },
);

/** The rounded percent-off badge ('{n}% OFF'), only when the MRP is above the price. */
const ItemPercentOff = forwardRef<HTMLSpanElement, CartItemTextProps>(function CartItemPercentOff(
  { children, ...props },
  ref,
) {
  const item = useLine('ItemPercentOff');
  const t = useTranslator(strings);
  const percent = percentOff(item.originalPrice, item.price);
  if (percent === undefined) return null;
  return (
    <span {...props} ref={ref}>
      {children ?? t('product.percentOff', { percent })}
    </span>
  );
});

/** 'In Stock' or 'Out of Stock' (`data-state` 'in-stock' or 'out-of-stock'). */
const ItemStock = forwardRef<HTMLSpanElement, CartItemTextProps>(function CartItemStock(
  { children, ...props },
  ref,
) {
  const item = useLine('ItemStock');
  const t = useTranslator(strings);
  return (
    <span data-state={item.inStock ? 'in-stock' : 'out-of-stock'} {...props} ref={ref}>
      {children ?? t(item.inStock ? 'cart.inStock' : 'cart.outOfStock')}
    </span>
  );
});

/** Props of `Cart.ItemQuantity`. */
export interface CartItemQuantityProps
  extends Omit<
    ComponentPropsWithoutRef<typeof QuantityStepper.Root>,
    'value' | 'defaultValue' | 'onValueChange' | 'max' | 'pending'
  > {}

/**
 * The line's quantity stepper: 1..the line's maximum (and its stock, when known: 'Only {n} in
 * stock'), 'Max Qty: {n}' at the maximum, every control refusing input while the line is
 * pending. A change updates the cart; a typed 0 or negative quantity asks 'Remove this item?'
 * (`QuantityStepper.Notice`) and removes the line once confirmed.
 */
const ItemQuantity = forwardRef<HTMLDivElement, CartItemQuantityProps>(function CartItemQuantity(
  { children, ...props },
  ref,
) {
  const item = useLine('ItemQuantity');
  const cart = useCart();
  return (
    <QuantityStepper.Root
      value={item.quantity}
      max={item.maxQuantity}
      stock={item.stock}
      pending={cart.isPending(item.id)}
      onValueChange={(quantity) => {
        void cart.updateQuantity(item.id, quantity);
      }}
      onRemove={() => {
        void cart.remove(item.id);
      }}
      {...props}
      ref={ref}
    >
      {children ?? (
        <>
          <QuantityStepper.Decrement />
          <QuantityStepper.Input />
          <QuantityStepper.Increment />
          <QuantityStepper.MaxMessage />
          <QuantityStepper.Notice />
        </>
      )}
    </QuantityStepper.Root>
  );
});

/** Props of the drawer's action buttons. */
export interface CartButtonProps extends ComponentPropsWithoutRef<'button'> {
  asChild?: boolean;
}

/** Removes the line; refuses input while the line is pending. Default content 'Remove'. */
const ItemRemove = forwardRef<HTMLButtonElement, CartButtonProps>(function CartItemRemove(
  { asChild, onClick, children, ...props },
  ref,
) {
  const item = useLine('ItemRemove');
  const cart = useCart();
  const t = useTranslator(strings);
  const pending = cart.isPending(item.id);
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      type={asChild ? undefined : 'button'}
      aria-disabled={pending || undefined}
      data-disabled={pending ? '' : undefined}
      {...props}
      ref={ref}
      onClick={composeEventHandlers(onClick, () => {
        if (!pending) void cart.remove(item.id);
      })}
    >
      {children ?? t('cart.remove')}
    </Comp>
  );
});

/** Props of `Cart.Summary`. */
export interface CartSummaryProps extends ComponentPropsWithoutRef<'dl'> {
  /**
   * Which lines: the cart drawer's (spec 1: Subtotal, Tax, Discount when above 0, Total) or the
   * checkout's (spec 2: core's `summaryRows`, with Shipping and the Taxable value after a
   * discount). @default 'drawer'
   */
  lines?: 'drawer' | 'checkout';
}

/**
 * The cart's money lines in rupees as a description list (`dt`/`dd`, each row with `data-row`):
 * the drawer's or the checkout's (`lines`).
 */
const Summary = forwardRef<HTMLDListElement, CartSummaryProps>(function CartSummary(
  { children, lines = 'drawer', ...props },
  ref,
) {
  const { totals } = useCart();
  const { messages } = useStorefront();
  const t = useTranslator(strings);
  const rows: readonly SummaryRow[] =
    lines === 'checkout'
      ? summaryRows(totals, { messages })
      : [
          {
            row: 'subtotal',
            label: t('cart.subtotal', { count: totals.totalItems }),
            value: formatINR(totals.subtotal),
          },
          { row: 'tax', label: t('cart.tax'), value: formatINR(totals.tax) },
          ...(totals.discount > 0
            ? [
                {
                  row: 'discount',
                  label: t('cart.discount'),
                  value: `-${formatINR(totals.discount)}`,
                } as const,
              ]
            : []),
          { row: 'total', label: t('cart.total'), value: formatINR(totals.total) },
        ];
  return (
    <dl {...props} ref={ref}>
      {children ??
        rows.map(({ row, label, value }) => (
          <div key={row} data-row={row}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
});

/** Empties the cart; refuses input while a change is in flight. Default content 'Clear Cart'. */
const Clear = forwardRef<HTMLButtonElement, CartButtonProps>(function CartClear(
  { asChild, onClick, children, ...props },
  ref,
) {
  const cart = useCart();
  const t = useTranslator(strings);
  const busy = Object.keys(cart.pending).length > 0;
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      type={asChild ? undefined : 'button'}
      aria-disabled={busy || undefined}
      data-disabled={busy ? '' : undefined}
      {...props}
      ref={ref}
      onClick={composeEventHandlers(onClick, () => {
        if (!busy) void cart.clear();
      })}
    >
      {children ?? t('cart.clear')}
    </Comp>
  );
});

/**
 * 'Proceed to Checkout': closes the drawer; navigate in `onClick`, or render a link with
 * `asChild` (`<a href="/checkout">`).
 */
const Checkout = forwardRef<HTMLButtonElement, CartButtonProps>(function CartCheckout(props, ref) {
  return <CloseCartButton {...props} label="cart.proceedToCheckout" ref={ref} />;
});

/**
 * Headless cart parts (spec 1 'Cart drawer' content) for any cart view, under a `CartProvider`:
 * `Count`, `Loading`, `Empty`, `Filled`, `Items`, `Item`, `ItemImage`, `ItemPrice`,
 * `ItemOriginalPrice`, `ItemPercentOff`, `ItemStock`, `ItemQuantity`, `ItemRemove`, `Summary`,
 * `Clear`, `Checkout`, `ContinueShopping`. `CartDrawer` is the same parts in a Radix dialog.
 *
 * @example
 * <Cart.Filled>
 *   <Cart.Items />
 *   <Cart.Summary />
 * </Cart.Filled>
 */
export const Cart = {
  Count,
  Loading,
  Empty,
  Filled,
  Items,
  Item,
  ItemImage,
  ItemPrice,
  ItemOriginalPrice,
  ItemPercentOff,
  ItemStock,
  ItemQuantity,
  ItemRemove,
  Summary,
  Clear,
  Checkout,
  ContinueShopping,
};
