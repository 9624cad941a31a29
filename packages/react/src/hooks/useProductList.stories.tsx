import type { ProductInput } from '@storefront-kit/core';
import { api, envelope, withStorefront } from '@storefront-kit/test-utils/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { useMessages } from './useMessages';
import { useProductList } from './useProductList';

const PAGE_SIZE = 20;

const product = (n: number): ProductInput => ({
  _id: `prd_${String(n).padStart(6, '0')}`,
  product_name: `Relay ${n}`,
  product_selling_price: 500 + n,
  is_stock_available: n % 7 !== 0,
  brand_id: { _id: 'brd_omron', title: 'Omron' },
});

/** Answers `/products/web/list/` with the asked page of a catalogue of `total` products. */
const catalogue = (total: number) =>
  http.get(api('products/web/list/'), ({ request }) => {
    const page = Number(new URL(request.url).searchParams.get('page_no') ?? 1);
    const from = (page - 1) * PAGE_SIZE;
    const items = Array.from({ length: Math.max(0, Math.min(PAGE_SIZE, total - from)) }, (_, i) =>
      product(from + i + 1),
    );
    return HttpResponse.json({
      ...envelope(items),
      meta: {
        status: true,
        message: 'OK',
        pagination: {
          per_page: PAGE_SIZE,
          page_no: page,
          total_rows: total,
          total_pages: Math.ceil(total / PAGE_SIZE),
        },
      },
    });
  });

/** A tiny listing: the states `useProductList` gives and how /products shows them. */
function ProductListDemo() {
  const t = useMessages();
  const listing = useProductList();
  const { status } = listing;
  return (
    <section aria-labelledby="listing-title" data-state={status}>
      <h1 id="listing-title">{t('listing.title')}</h1>
      <label>
        <input
          type="checkbox"
          checked={listing.filters.inStock}
          onChange={(event) =>
            listing.dispatch({ type: 'set-in-stock', value: event.currentTarget.checked })
          }
        />{' '}
        {t('listing.inStockOnly')}
      </label>
      {status === 'loading' && <p aria-busy="true">Loading products…</p>}
      {status === 'error' && (
        <div role="alert">
          <p>{listing.failure?.message}</p>
          <button type="button" onClick={() => void listing.retry()}>
            {t('listing.tryAgain')}
          </button>
        </div>
      )}
      {status !== 'loading' && status !== 'error' && !listing.items.length && (
        <p>{t('listing.empty')}</p>
      )}
      {listing.items.length > 0 && (
        <>
          <p>{listing.showing}</p>
          <ul>
            {listing.items.map((item) => (
              <li key={item.id}>
                <a href={item.url}>{item.name}</a> {item.inStock ? '' : t('product.outOfStock')}
              </li>
            ))}
          </ul>
        </>
      )}
      {listing.hasMore && (
        <button
          type="button"
          disabled={status === 'loading-more'}
          onClick={() => void listing.loadMore()}
        >
          {status === 'loading-more' ? t('listing.loadingMore') : t('listing.loadMore')}
        </button>
      )}
      {status === 'end' && listing.items.length > 0 && <p>{t('listing.end')}</p>}
    </section>
  );
}

const meta = {
  title: 'Hooks/useProductList',
  component: ProductListDemo,
  decorators: [withStorefront()],
} satisfies Meta<typeof ProductListDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.get(api('products/web/list/'), () => new Promise(() => {}))] },
  },
};

/** 45 products: Load More appends pages 2 and 3, then the end message shows. */
export const Full: Story = {
  parameters: { msw: { handlers: [catalogue(45)] } },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [catalogue(0)] } },
};

/** The first page fails: the list is empty and Try Again loads it again. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    msw: {
      handlers: [
        http.get(api('products/web/list/'), () =>
          HttpResponse.text('Service Unavailable', { status: 503 }),
        ),
      ],
    },
  },
};
