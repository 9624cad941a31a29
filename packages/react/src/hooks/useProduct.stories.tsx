import { formatINR, type ProductInput } from '@storefront-kit/core';
import { api, envelope, withStorefront } from '@storefront-kit/test-utils/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { useMessages } from './useMessages';
import { useProduct } from './useProduct';
import { useRelatedProducts } from './useRelatedProducts';

const product = (partial: Partial<ProductInput> = {}): ProductInput => ({
  _id: 'prd_000042',
  product_name: 'Omron E2E-X5ME1 Inductive Proximity Sensor, M18, 5 mm, NPN NO',
  model_number: 'E2E-X5ME1',
  product_description: 'Cylindrical inductive sensor with a 2 m cable.',
  product_thumb_image: '',
  product_selling_price: 1850,
  product_listing_price: 2200,
  is_stock_available: true,
  brand_id: { _id: 'brd_omron', title: 'Omron' },
  product_category_id: { _id: 'cat_sensors', product_category_name: 'Sensors' },
  rating: 4.5,
  review_count: 2,
  ...partial,
});

/** A tiny product page: the states `useProduct` gives and how a page shows them. */
function ProductDemo({ id }: { id: string }) {
  const t = useMessages();
  const product = useProduct(id);
  const related = useRelatedProducts(product.data?.id);
  if (product.status === 'idle' || product.status === 'loading') {
    return <p aria-busy="true">Loading product…</p>;
  }
  if (product.status === 'error') {
    const notFound = product.error.kind === 'not-found';
    return (
      <section data-state="error">
        <h1>{t(notFound ? 'product.notFoundTitle' : 'product.errorTitle')}</h1>
        <p role="alert">{product.error.message}</p>
        {!notFound && (
          <button type="button" onClick={() => void product.refetch()}>
            {t('home.tryAgain')}
          </button>
        )}
      </section>
    );
  }
  const view = product.data;
  return (
    <article data-state={product.status}>
      <h1>{view.name}</h1>
      <p>{view.brand}</p>
      <p>{view.priceOnRequest ? t('product.priceOnRequest') : formatINR(view.price)}</p>
      <h2>{t('product.relatedTitle')}</h2>
      {related.data?.length ? (
        <ul>
          {related.data.map((item) => (
            <li key={item.id}>{item.name}</li>
          ))}
        </ul>
      ) : (
        <p>{t('product.noRelated')}</p>
      )}
    </article>
  );
}

const meta = {
  title: 'Hooks/useProduct',
  component: ProductDemo,
  args: { id: 'prd_000042' },
  decorators: [withStorefront()],
} satisfies Meta<typeof ProductDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The request never answers: the page shows its loading state. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.get(api('products/get/:id'), () => new Promise(() => {}))] },
  },
};

/** The product and two related products. */
export const Full: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(api('products/get/:id'), () => HttpResponse.json(envelope(product()))),
        http.get(api('products/get-related-products/:id'), () =>
          HttpResponse.json(
            envelope([
              product({ _id: 'prd_000043', product_name: 'Omron E2E-X8MD1 Sensor' }),
              product({ _id: 'prd_000044', product_name: 'Omron E2E-X10ME1 Sensor' }),
            ]),
          ),
        ),
      ],
    },
  },
};

/** No related products, and a product sold on request. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(api('products/get/:id'), () =>
          HttpResponse.json(envelope(product({ product_selling_price: 0 }))),
        ),
        http.get(api('products/get-related-products/:id'), () => HttpResponse.json(envelope([]))),
      ],
    },
  },
};

/** A 404: Product Not Found. */
export const NotFound: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(api('products/get/:id'), () =>
          HttpResponse.json(
            { meta: { status: false, message: 'Product not found' }, data: null },
            { status: 404 },
          ),
        ),
      ],
    },
  },
};

/** A server failure: 'Failed to load product' with Try Again. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    msw: {
      handlers: [
        http.get(api('products/get/:id'), () =>
          HttpResponse.text('Internal Server Error', { status: 500 }),
        ),
      ],
    },
  },
};
