import { type ProductInput, productSchema, toProductView } from '@storefront-kit/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { api, envelope, withStorefront } from '../../../../react/test/storySupport';
import { ShadowPreview, shadowOf } from '../../../test/ShadowPreview';
import { ProductCardWidget, type ProductCardWidgetProps } from './ProductCardWidget';
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

/** 'Price on Request' and View Details instead of the cart button. */
export const PriceOnRequest: Story = {
  args: { product: view({ product_selling_price: 0, product_listing_price: 0 }) },
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
