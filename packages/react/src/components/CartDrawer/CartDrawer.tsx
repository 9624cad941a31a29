import { cartMessages } from '@storefront-kit/core';
import { forwardRef, type ReactNode } from 'react';
import { useCart } from '../../hooks/useCart';
import { useTranslator } from '../../hooks/useTranslator';
import {
  Cart,
  type CartButtonProps,
  type CartCountProps,
  type CartItemImageProps,
  type CartItemProps,
  type CartItemQuantityProps,
  type CartItemsProps,
  type CartItemTextProps,
  type CartStatePartProps,
  type CartSummaryProps,
} from '../Cart/Cart';
import {
  Dialog,
  type DialogCloseProps,
  type DialogContentProps,
  type DialogTitleProps,
  type DialogTriggerProps,
} from '../Dialog/Dialog';

/** Props of the drawer's buttons (the same as `Cart`'s). */
export type CartDrawerButtonProps = CartButtonProps;
/** Props of `CartDrawer.Count` (the same as `Cart`'s). */
export type CartDrawerCountProps = CartCountProps;
/** Props of `CartDrawer.ItemImage` (the same as `Cart`'s). */
export type CartDrawerItemImageProps = CartItemImageProps;
/** Props of `CartDrawer.Item` (the same as `Cart`'s). */
export type CartDrawerItemProps = CartItemProps;
/** Props of `CartDrawer.ItemQuantity` (the same as `Cart`'s). */
export type CartDrawerItemQuantityProps = CartItemQuantityProps;
/** Props of `CartDrawer.Items` (the same as `Cart`'s). */
export type CartDrawerItemsProps = CartItemsProps;
/** Props of the line's text parts (the same as `Cart`'s). */
export type CartDrawerItemTextProps = CartItemTextProps;
/** Props of the parts shown in one cart state only (the same as `Cart`'s). */
export type CartDrawerStatePartProps = CartStatePartProps;
/** Props of `CartDrawer.Summary` (the same as `Cart`'s). */
export type CartDrawerSummaryProps = CartSummaryProps;

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
}

/**
 * The cart drawer (a modal dialog): focus kept inside, Escape and a click on the backdrop
 * close it, and the focus returns to the trigger.
 */
function Root({ children, open, onOpenChange }: CartDrawerRootProps) {
  const cart = useCart();
  return (
    <Dialog.Root
      open={open ?? cart.isOpen}
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
export interface CartDrawerTriggerProps extends DialogTriggerProps {}

/** Opens the drawer (`data-state` 'open' or 'closed'). Default content 'Shopping Cart'. */
const Trigger = forwardRef<HTMLButtonElement, CartDrawerTriggerProps>(function CartDrawerTrigger(
  { children, ...props },
  ref,
) {
  const t = useTranslator(cartMessages);
  return (
    <Dialog.Trigger {...props} ref={ref}>
      {children ?? t('cart.title')}
    </Dialog.Trigger>
  );
});

/** Props of `CartDrawer.Content`. */
export interface CartDrawerContentProps extends DialogContentProps {}

/**
 * The drawer: a modal `<dialog>` (`Dialog.Content`, in the top layer; style its dimmed backdrop
 * with `::backdrop`, a click on which closes it), labelled by its Title, `data-side="right"`.
 */
const Content = forwardRef<HTMLDialogElement, CartDrawerContentProps>(
  function CartDrawerContent(props, ref) {
    return <Dialog.Content data-side="right" {...props} ref={ref} />;
  },
);

/** Props of `CartDrawer.Title`. */
export interface CartDrawerTitleProps extends DialogTitleProps {}

/** The drawer's heading (its accessible name). Default content 'Shopping Cart'. */
const Title = forwardRef<HTMLHeadingElement, CartDrawerTitleProps>(function CartDrawerTitle(
  { children, ...props },
  ref,
) {
  const t = useTranslator(cartMessages);
  return (
    <Dialog.Title {...props} ref={ref}>
      {children ?? t('cart.title')}
    </Dialog.Title>
  );
});

/** An optional description of the drawer, linked with `aria-describedby`. */
const Description = Dialog.Description;

/** Props of `CartDrawer.Close`. */
export interface CartDrawerCloseProps extends DialogCloseProps {}

/** Closes the drawer. Default content '×', labelled 'Close cart'. */
const Close = forwardRef<HTMLButtonElement, CartDrawerCloseProps>(function CartDrawerClose(
  { children, ...props },
  ref,
) {
  const t = useTranslator(cartMessages);
  return (
    <Dialog.Close aria-label={children ? undefined : t('cart.close')} {...props} ref={ref}>
      {children ?? '×'}
    </Dialog.Close>
  );
});

/** Closes the drawer. Default content 'Continue Shopping'. */
const ContinueShopping = forwardRef<HTMLButtonElement, CartDrawerCloseProps>(
  function CartDrawerContinueShopping({ children, ...props }, ref) {
    const t = useTranslator(cartMessages);
    return (
      <Dialog.Close {...props} ref={ref}>
        {children ?? t('cart.continueShopping')}
      </Dialog.Close>
    );
  },
);

/**
 * Rendered for a loaded empty cart. Default: 'Your cart is empty', 'Add some products to get
 * started!' and Continue Shopping (which closes the drawer).
 */
const Empty = forwardRef<HTMLDivElement, CartStatePartProps>(function CartDrawerEmpty(
  { children, ...props },
  ref,
) {
  const t = useTranslator(cartMessages);
  return (
    <Cart.Empty {...props} ref={ref}>
      {children ?? (
        <>
          <p>{t('cart.empty')}</p>
          <p>{t('cart.emptyHint')}</p>
          <ContinueShopping />
        </>
      )}
    </Cart.Empty>
  );
});

/**
 * Headless cart drawer (spec 1 'Cart drawer') on `Dialog` (the native modal `<dialog>`), bound
 * to the cart's open state: the `Cart` parts in a dialog.
 * Parts: `Root`, `Trigger`, `Count`, `Content`, `Title`, `Description`,
 * `Close`, `ContinueShopping`, `Loading`, `Empty`, `Filled`, `Items`, `Item`, `ItemImage`,
 * `ItemPrice`, `ItemOriginalPrice`, `ItemPercentOff`, `ItemStock`, `ItemQuantity`,
 * `ItemRemove`, `Summary`, `Clear`, `Checkout`. The coupon box comes from `useCoupon`.
 *
 * @example
 * <CartDrawer.Root>
 *   <CartDrawer.Trigger>Cart <CartDrawer.Count /></CartDrawer.Trigger>
 *   <CartDrawer.Content className="drawer">
 *     <CartDrawer.Title />
 *     <CartDrawer.Close />
 *     <CartDrawer.Empty />
 *     <CartDrawer.Filled>
 *       <CartDrawer.Items />
 *       <CartDrawer.Summary />
 *       <CartDrawer.Checkout onClick={() => navigate('/checkout')} />
 *       <CartDrawer.Clear />
 *       <CartDrawer.ContinueShopping />
 *     </CartDrawer.Filled>
 *   </CartDrawer.Content>
 * </CartDrawer.Root>
 */
export const CartDrawer = {
  ...Cart,
  Root,
  Trigger,
  Content,
  Title,
  Description,
  Close,
  ContinueShopping,
  Empty,
};
