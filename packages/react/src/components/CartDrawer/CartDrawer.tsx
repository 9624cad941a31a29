import { composeEventHandlers } from '@radix-ui/primitive';
import * as Dialog from '@radix-ui/react-dialog';
import { Slot } from '@radix-ui/react-slot';
import { type CartItem, formatINR, percentOff } from '@storefront-kit/core';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import { type UseCartResult, useCart } from '../../hooks/useCart';
import { useMessages } from '../../hooks/useMessages';
import { useStorefront } from '../../provider/StorefrontContext';
import { createPartContext } from '../createPartContext';
import { QuantityStepper } from '../QuantityStepper/QuantityStepper';

const [ItemContext, useLine] = createPartContext<CartItem>('CartDrawer', 'Item');

/** Props of `CartDrawer.Root`. */
export interface CartDrawerRootProps {
  children?: ReactNode;
  /**
   * Open (controlled). Without it the drawer follows the cart's own open state
   * (`cart.open()`, `cart.close()`, `cart.toggle()`), so an add-to-cart elsewhere can open it.
   */
  open?: boolean;
  /** The drawer asks to open or close (trigger, Escape, the backdrop, a close button). */
  onOpenChange?: (open: boolean) => void;
  /** Trap the focus and hide the rest of the page from assistive technology. @default true */
  modal?: boolean;
}

/**
 * The cart drawer (a modal dialog): focus trapped inside, Escape and a click on the backdrop
 * close it, and the focus returns to the trigger.
 */
function Root({ children, open, onOpenChange, modal }: CartDrawerRootProps) {
  const cart = useCart();
  return (
    <Dialog.Root
      open={open ?? cart.isOpen}
      modal={modal}
      onOpenChange={(next) => {
        onOpenChange?.(next);
        if (open === undefined) (next ? cart.open : cart.close)();
      }}
    >
      {children}
    </Dialog.Root>
  );
}

/** Props of `CartDrawer.Trigger`. */
export interface CartDrawerTriggerProps extends ComponentPropsWithoutRef<typeof Dialog.Trigger> {}

/** Opens the drawer (`data-state` 'open' or 'closed'). Default content 'Shopping Cart'. */
const Trigger = forwardRef<HTMLButtonElement, CartDrawerTriggerProps>(function CartDrawerTrigger(
  { children, ...props },
  ref,
) {
  const t = useMessages();
  return (
    <Dialog.Trigger {...props} ref={ref}>
      {children ?? t('cart.title')}
    </Dialog.Trigger>
  );
});

/** Props of `CartDrawer.Count`. */
export interface CartDrawerCountProps extends ComponentPropsWithoutRef<'span'> {
  asChild?: boolean;
}

/** The number of items (sum of quantities), for the cart button's badge. `data-state` 'empty' or 'filled'. */
const Count = forwardRef<HTMLSpanElement, CartDrawerCountProps>(function CartDrawerCount(
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

/** Puts the overlay and content at the end of `document.body` (or `container`). */
const Portal = Dialog.Portal;

/** The dimmed backdrop; a click on it closes the drawer. */
const Overlay = Dialog.Overlay;

/** Props of `CartDrawer.Content`. */
export interface CartDrawerContentProps extends ComponentPropsWithoutRef<typeof Dialog.Content> {}

/** The drawer panel (role dialog, labelled by its Title), `data-side="right"`. */
const Content = forwardRef<HTMLDivElement, CartDrawerContentProps>(
  function CartDrawerContent(props, ref) {
    return <Dialog.Content data-side="right" aria-describedby={undefined} {...props} ref={ref} />;
  },
);

/** Props of `CartDrawer.Title`. */
export interface CartDrawerTitleProps extends ComponentPropsWithoutRef<typeof Dialog.Title> {}

/** The drawer's heading (its accessible name). Default content 'Shopping Cart'. */
const Title = forwardRef<HTMLHeadingElement, CartDrawerTitleProps>(function CartDrawerTitle(
  { children, ...props },
  ref,
) {
  const t = useMessages();
  return (
    <Dialog.Title {...props} ref={ref}>
      {children ?? t('cart.title')}
    </Dialog.Title>
  );
});

/** An optional description of the drawer, linked with `aria-describedby`. */
const Description = Dialog.Description;

/** Props of `CartDrawer.Close`. */
export interface CartDrawerCloseProps extends ComponentPropsWithoutRef<typeof Dialog.Close> {}

/** Closes the drawer. Default content '×', labelled 'Close cart'. */
const Close = forwardRef<HTMLButtonElement, CartDrawerCloseProps>(function CartDrawerClose(
  { children, ...props },
  ref,
) {
  const t = useMessages();
  return (
    <Dialog.Close aria-label={children ? undefined : t('cart.close')} {...props} ref={ref}>
      {children ?? '×'}
    </Dialog.Close>
  );
});

/** Closes the drawer. Default content 'Continue Shopping'. */
const ContinueShopping = forwardRef<HTMLButtonElement, CartDrawerCloseProps>(
  function CartDrawerContinueShopping({ children, ...props }, ref) {
    const t = useMessages();
    return (
      <Dialog.Close {...props} ref={ref}>
        {children ?? t('cart.continueShopping')}
      </Dialog.Close>
    );
  },
);

/** Props of the parts shown in one cart state only. */
export interface CartDrawerStatePartProps extends ComponentPropsWithoutRef<'div'> {
  asChild?: boolean;
}

type CartView = 'loading' | 'empty' | 'filled';

const viewOf = (cart: UseCartResult): CartView =>
  cart.items.length ? 'filled' : cart.status === 'ready' ? 'empty' : 'loading';

const StatePart = forwardRef<
  HTMLDivElement,
  CartDrawerStatePartProps & { view: CartView; fallback?: ReactNode }
>(function CartDrawerState({ view, fallback, asChild, children, ...props }, ref) {
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
  const t = useMessages();
  return (
    <>
      <p>{t('cart.empty')}</p>
      <p>{t('cart.emptyHint')}</p>
      <ContinueShopping />
    </>
  );
}

/** Rendered while the cart first loads and has no items: a place for a skeleton. */
const Loading = forwardRef<HTMLDivElement, CartDrawerStatePartProps>(
  function CartDrawerLoading(props, ref) {
    return <StatePart {...props} view="loading" ref={ref} />;
  },
);

/**
 * Rendered for a loaded empty cart. Default: 'Your cart is empty', 'Add some products to get
 * started!' and Continue Shopping.
 */
const Empty = forwardRef<HTMLDivElement, CartDrawerStatePartProps>(
  function CartDrawerEmpty(props, ref) {
    return <StatePart {...props} view="empty" fallback={<EmptyText />} ref={ref} />;
  },
);

/** Rendered when the cart has items: the list, coupon box, summary and buttons go inside. */
const Filled = forwardRef<HTMLDivElement, CartDrawerStatePartProps>(
  function CartDrawerFilled(props, ref) {
    return <StatePart {...props} view="filled" ref={ref} />;
  },
);

/** Props of `CartDrawer.Items`. */
export interface CartDrawerItemsProps extends Omit<ComponentPropsWithoutRef<'ul'>, 'children'> {
  /**
   * Renders one line; wrap it in `CartDrawer.Item`.
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
const Items = forwardRef<HTMLUListElement, CartDrawerItemsProps>(function CartDrawerItems(
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

/** Props of `CartDrawer.Item`. */
export interface CartDrawerItemProps extends ComponentPropsWithoutRef<'li'> {
  item: CartItem;
  asChild?: boolean;
}

/**
 * One cart line (an `li`): `data-state` 'pending' while a change of it is in flight (its
 * buttons refuse input meanwhile), else 'idle'; `data-stock` 'in-stock' or 'out-of-stock'.
 */
const Item = forwardRef<HTMLLIElement, CartDrawerItemProps>(function CartDrawerItem(
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

/** Props of `CartDrawer.ItemImage`. */
export interface CartDrawerItemImageProps extends ComponentPropsWithoutRef<'img'> {}

/**
 * The line's image (the placeholder when it has none); decorative next to the name by default.
 * A media path of the API is resolved against its origin (`storefront.assetUrl`).
 */
const ItemImage = forwardRef<HTMLImageElement, CartDrawerItemImageProps>(
  function CartDrawerItemImage(props, ref) {
    const item = useLine('ItemImage');
    const { assetUrl } = useStorefront();
    return <img src={assetUrl(item.image)} alt="" loading="lazy" {...props} ref={ref} />;
  },
);

/** Props of the line's text parts. */
export interface CartDrawerItemTextProps extends ComponentPropsWithoutRef<'span'> {}

/** The unit price in rupees, or 'Price on request' when it is 0 or less (`data-state` 'priced' or 'on-request'). */
const ItemPrice = forwardRef<HTMLSpanElement, CartDrawerItemTextProps>(function CartDrawerItemPrice(
  { children, ...props },
  ref,
) {
  const item = useLine('ItemPrice');
  const t = useMessages();
  const priced = item.price > 0;
  return (
    <span data-state={priced ? 'priced' : 'on-request'} {...props} ref={ref}>
      {children ?? (priced ? formatINR(item.price) : t('cart.priceOnRequest'))}
    </span>
  );
});

/** The struck-through MRP, only when it is above the price. */
const ItemOriginalPrice = forwardRef<HTMLElement, ComponentPropsWithoutRef<'s'>>(
  function CartDrawerItemOriginalPrice({ children, ...props }, ref) {
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
const ItemPercentOff = forwardRef<HTMLSpanElement, CartDrawerItemTextProps>(
  function CartDrawerItemPercentOff({ children, ...props }, ref) {
    const item = useLine('ItemPercentOff');
    const t = useMessages();
    const percent = percentOff(item.originalPrice, item.price);
    if (percent === undefined) return null;
    return (
      <span {...props} ref={ref}>
        {children ?? t('product.percentOff', { percent })}
      </span>
    );
  },
);

/** 'In Stock' or 'Out of Stock' (`data-state` 'in-stock' or 'out-of-stock'). */
const ItemStock = forwardRef<HTMLSpanElement, CartDrawerItemTextProps>(function CartDrawerItemStock(
  { children, ...props },
  ref,
) {
  const item = useLine('ItemStock');
  const t = useMessages();
  return (
    <span data-state={item.inStock ? 'in-stock' : 'out-of-stock'} {...props} ref={ref}>
      {children ?? t(item.inStock ? 'cart.inStock' : 'cart.outOfStock')}
    </span>
  );
});

/** Props of `CartDrawer.ItemQuantity`. */
export interface CartDrawerItemQuantityProps
  extends Omit<
    ComponentPropsWithoutRef<typeof QuantityStepper.Root>,
    'value' | 'defaultValue' | 'onValueChange' | 'max' | 'pending'
  > {}

/**
 * The line's quantity stepper: 1..the line's maximum, 'Max Qty: {n}' at the maximum, every
 * control refusing input while the line is pending. A change updates the cart.
 */
const ItemQuantity = forwardRef<HTMLDivElement, CartDrawerItemQuantityProps>(
  function CartDrawerItemQuantity({ children, ...props }, ref) {
    const item = useLine('ItemQuantity');
    const cart = useCart();
    return (
      <QuantityStepper.Root
        value={item.quantity}
        max={item.maxQuantity}
        pending={cart.isPending(item.id)}
        onValueChange={(quantity) => {
          void cart.updateQuantity(item.id, quantity);
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
          </>
        )}
      </QuantityStepper.Root>
    );
  },
);

/** Props of the drawer's action buttons. */
export interface CartDrawerButtonProps extends ComponentPropsWithoutRef<'button'> {
  asChild?: boolean;
}

/** Removes the line; refuses input while the line is pending. Default content 'Remove'. */
const ItemRemove = forwardRef<HTMLButtonElement, CartDrawerButtonProps>(
  function CartDrawerItemRemove({ asChild, onClick, children, ...props }, ref) {
    const item = useLine('ItemRemove');
    const cart = useCart();
    const t = useMessages();
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
  },
);

/** Props of `CartDrawer.Summary`. */
export interface CartDrawerSummaryProps extends ComponentPropsWithoutRef<'dl'> {}

/**
 * Subtotal (n items), Tax (18% GST), Discount (only above 0) and Total, in rupees, as a
 * description list (`dt`/`dd`, each row with `data-row`).
 */
const Summary = forwardRef<HTMLDListElement, CartDrawerSummaryProps>(function CartDrawerSummary(
  { children, ...props },
  ref,
) {
  const { totals } = useCart();
  const t = useMessages();
  type Row = [row: string, label: string, value: string];
  const discount: Row[] =
    totals.discount > 0 ? [['discount', t('cart.discount'), `-${formatINR(totals.discount)}`]] : [];
  const rows: Row[] = [
    ['subtotal', t('cart.subtotal', { count: totals.totalItems }), formatINR(totals.subtotal)],
    ['tax', t('cart.tax'), formatINR(totals.tax)],
    ...discount,
    ['total', t('cart.total'), formatINR(totals.total)],
  ];
  return (
    <dl {...props} ref={ref}>
      {children ??
        rows.map(([row, label, value]) => (
          <div key={row} data-row={row}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
});

/** Empties the cart; refuses input while a change is in flight. Default content 'Clear Cart'. */
const Clear = forwardRef<HTMLButtonElement, CartDrawerButtonProps>(function CartDrawerClear(
  { asChild, onClick, children, ...props },
  ref,
) {
  const cart = useCart();
  const t = useMessages();
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
const Checkout = forwardRef<HTMLButtonElement, CartDrawerButtonProps>(function CartDrawerCheckout(
  { asChild, onClick, children, ...props },
  ref,
) {
  const cart = useCart();
  const t = useMessages();
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      type={asChild ? undefined : 'button'}
      {...props}
      ref={ref}
      onClick={composeEventHandlers(onClick, () => cart.close())}
    >
      {children ?? t('cart.proceedToCheckout')}
    </Comp>
  );
});

/**
 * Headless cart drawer (spec 1 'Cart drawer') on Radix Dialog, bound to the cart's open state.
 * Parts: `Root`, `Trigger`, `Count`, `Portal`, `Overlay`, `Content`, `Title`, `Description`,
 * `Close`, `ContinueShopping`, `Loading`, `Empty`, `Filled`, `Items`, `Item`, `ItemImage`,
 * `ItemPrice`, `ItemOriginalPrice`, `ItemPercentOff`, `ItemStock`, `ItemQuantity`,
 * `ItemRemove`, `Summary`, `Clear`, `Checkout`. The coupon box comes from `useCoupon`.
 *
 * @example
 * <CartDrawer.Root>
 *   <CartDrawer.Trigger>Cart <CartDrawer.Count /></CartDrawer.Trigger>
 *   <CartDrawer.Portal>
 *     <CartDrawer.Overlay />
 *     <CartDrawer.Content>
 *       <CartDrawer.Title />
 *       <CartDrawer.Close />
 *       <CartDrawer.Empty />
 *       <CartDrawer.Filled>
 *         <CartDrawer.Items />
 *         <CartDrawer.Summary />
 *         <CartDrawer.Checkout onClick={() => navigate('/checkout')} />
 *         <CartDrawer.Clear />
 *         <CartDrawer.ContinueShopping />
 *       </CartDrawer.Filled>
 *     </CartDrawer.Content>
 *   </CartDrawer.Portal>
 * </CartDrawer.Root>
 */
export const CartDrawer = {
  Root,
  Trigger,
  Count,
  Portal,
  Overlay,
  Content,
  Title,
  Description,
  Close,
  ContinueShopping,
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
};
