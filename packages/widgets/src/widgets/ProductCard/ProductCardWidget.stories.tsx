import {
  type ProductInput,
  type ProductView,
  productSchema,
  toProductView,
} from '@storefront-kit/core';
import { api, envelope, withStorefront } from '@storefront-kit/test-utils/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { focusedIn, ShadowPreview, shadowOf } from '../../../test/ShadowPreview';
import { quoteModal } from '../Quote/quoteModal';
import { useLazyDialog } from '../Quote/useLazyDialog';
import { ProductCardWidget, type ProductCardWidgetProps } from './ProductCardWidget';
import { ProductQuickView } from './ProductQuickView';
import { productCardCss } from './productCardCss';

const wire = (partial: Partial<ProductInput> = {}): ProductInput => ({
  _id: 'prd_000042',
  product_name: 'Omron E2E-X5ME1 Inductive Proximity Sensor, M18',
  model_number: 'E2E-X5ME1',
  product_description: 'M18 inductive sensor, 5 mm sensing distance, PNP NO',
  product_selling_price: 1850,
  product_listing_price: 2200,
  is_stock_available: true,
  is_active: true,
  brand_id: { _id: 'brd_omron', title: 'Omron' },
  product_category_id: { _id: 'cat_sensors', product_category_name: 'Sensors' },
  ...partial,
});

const view = (partial: Partial<ProductInput> = {}) =>
  toProductView(productSchema.parse(wire(partial)));

/** The card as the script tag mounts it, in a shadow root with its sheets. */
function Preview(props: ProductCardWidgetProps) {
  return (
    <div style={{ maxWidth: props.variant === 'list' ? 640 : 280 }}>
      <ShadowPreview css={productCardCss}>
        <ProductCardWidget {...props} />
      </ShadowPreview>
    </div>
  );
}

const productById = api('products/get/:id');

const meta = {
  title: 'Widgets/ProductCard',
  component: Preview,
  decorators: [withStorefront({ autoLoad: false, guestCart: 'local' })],
  args: { product: view() },
} satisfies Meta<typeof Preview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A grid tile: percent-off badge, struck MRP, heart and Add to Cart. */
export const Grid: Story = {};

/** Add to Cart: 500 ms, then 'Added to Cart' for 2 s, then 'In Cart (1)'. */
export const AddToCart: Story = {
  play: async ({ canvasElement }) => {
    const shadow = within(shadowOf(canvasElement));
    await userEvent.click(shadow.getByRole('button', { name: 'Add to Cart' }));
    await expect(
      await shadow.findByRole('button', { name: 'Added to Cart' }, { timeout: 2000 }),
    ).toBeVisible();
  },
};

/** The list layout. */
export const List: Story = { args: { variant: 'list' } };

/** 'Out of Stock' over the image; Add to Cart disabled. */
export const OutOfStock: Story = { args: { product: view({ is_stock_available: false }) } };

/** 'Price on Request' and Request a Quote instead of the cart button. */
export const PriceOnRequest: Story = {
  args: { product: view({ product_selling_price: 0, product_listing_price: 0 }) },
};

/**
 * A card's quick view, open from the start (a card opens it from Quick View, loading its code
 * on the first click; the tests drive that), with the card's quote modal behind Request a Quote.
 */
function QuickViewPreview({ product }: { product: ProductView }) {
  const [open, setOpen] = useState(true);
  const quote = useLazyDialog(quoteModal);
  const QuoteModal = quote.Dialog;
  return (
    <div style={{ minHeight: 560 }}>
      <ShadowPreview css={productCardCss}>
        <button type="button" className="sk-button" onClick={() => setOpen(true)}>
          Open the quick view again
        </button>
        <ProductQuickView open={open} onOpenChange={setOpen} product={product} quote={quote} />
        {QuoteModal ? (
          <QuoteModal
            open={quote.open}
            onOpenChange={quote.setOpen}
            productId={product.id}
            product={product}
          />
        ) : null}
      </ShadowPreview>
    </div>
  );
}

const quickView = (canvasElement: HTMLElement) =>
  within(
    within(shadowOf(canvasElement)).getByRole('dialog', {
      name: 'Omron E2E-X5ME1 Inductive Proximity Sensor, M18',
    }),
  );

/**
 * Quick View: image, brand, model, price, struck MRP, percent off, 'In Stock', description,
 * quantity and Add to Cart (focused), View Details.
 */
export const QuickView: Story = {
  render: (args) => <QuickViewPreview product={args.product ?? view()} />,
  play: async ({ canvasElement }) => {
    const dialog = quickView(canvasElement);
    await expect(dialog.getByText('In Stock')).toBeInTheDocument();
    const add = dialog.getByRole('button', { name: 'Add to Cart' });
    await waitFor(() => expect(focusedIn(canvasElement)).toBe(add));
  },
};

/** Quick View adding 3: 'Added to Cart' (then 'In Cart (3)'). */
export const QuickViewAddToCart: Story = {
  render: (args) => <QuickViewPreview product={args.product ?? view()} />,
  play: async ({ canvasElement }) => {
    const dialog = quickView(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add to Cart' }));
    await expect(
      await dialog.findByRole('button', { name: 'Added to Cart' }, { timeout: 2000 }),
    ).toBeInTheDocument();
  },
};

/** Quick View of a product out of stock: 'Out of Stock', quantity and Add to Cart disabled. */
export const QuickViewOutOfStock: Story = {
  args: { product: view({ is_stock_available: false }) },
  render: (args) => <QuickViewPreview product={args.product ?? view()} />,
  play: async ({ canvasElement }) => {
    const dialog = quickView(canvasElement);
    await expect(dialog.getByText('Out of Stock')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  },
};

/** Quick View of a product priced on request: Request a Quote (opening the quote modal). */
export const QuickViewPriceOnRequest: Story = {
  args: { product: view({ product_selling_price: 0, product_listing_price: 0 }) },
  render: (args) => <QuickViewPreview product={args.product ?? view()} />,
  play: async ({ canvasElement }) => {
    const dialog = quickView(canvasElement);
    await expect(dialog.getByText('Price on Request')).toBeInTheDocument();
    const request = dialog.getByRole('button', { name: 'Request a Quote' });
    await waitFor(() => expect(focusedIn(canvasElement)).toBe(request));
  },
};

/** Loading a product by id: a skeleton. */
export const Loading: Story = {
  args: { product: undefined, productId: 'prd_000042' },
  parameters: { msw: { handlers: [http.get(productById, () => new Promise(() => {}))] } },
};

/** Loaded by id from the API. */
export const LoadedById: Story = {
  args: { product: undefined, productId: 'prd_000042' },
  parameters: {
    msw: { handlers: [http.get(productById, () => HttpResponse.json(envelope(wire())))] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(shadowOf(canvasElement)).findByRole('article')).toBeVisible();
  },
};

/** An unknown id: 'Product not found'. */
export const NotFound: Story = {
  args: { product: undefined, productId: 'prd_missing' },
  parameters: {
    msw: {
      handlers: [
        http.get(productById, () =>
          HttpResponse.json(
            { meta: { status: false, message: 'Product not found' } },
            { status: 404 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(shadowOf(canvasElement)).findByRole('alert')).toBeVisible();
  },
};

/** The API failed: its message and Try Again. */
export const ErrorState: Story = {
  args: { product: undefined, productId: 'prd_000042' },
  parameters: {
    msw: {
      handlers: [
        http.get(productById, () =>
          HttpResponse.json({ meta: { status: false, message: 'Server error' } }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(shadowOf(canvasElement)).findByRole('button', { name: 'Try Again' }),
    ).toBeVisible();
  },
};
