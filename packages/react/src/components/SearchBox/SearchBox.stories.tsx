import { formatINR, formatRelevance, type Suggestion, toPaise } from '@storefront-kit/core';
import { api, envelope, withStorefront } from '@storefront-kit/test-utils/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { useMessages } from '../../hooks/useMessages';
import { SearchBox, type SearchBoxRootProps } from './SearchBox';

const suggestion = (n: number, partial: Partial<Suggestion> = {}): Suggestion => ({
  id: `prd_${String(n).padStart(6, '0')}`,
  name: `Omron MY${n}N General Purpose Relay, 24 V DC`,
  description: 'Plug-in relay with LED indicator',
  brand: 'Omron',
  category: 'Relays',
  model_number: `MY${n}N-24VDC`,
  price: 450 + n * 35,
  is_stock_available: n % 4 !== 0,
  relevance_score: 98 - n * 6,
  ...partial,
});

const suggestions = Array.from({ length: 8 }, (_, i) => suggestion(i + 1));

/** The header's search box with a styled panel: what the suggestions show (spec 1). */
function SearchDemo(props: Partial<SearchBoxRootProps>) {
  const t = useMessages();
  const [last, setLast] = useState('');
  return (
    <div style={{ maxWidth: 480 }}>
      <SearchBox.Root
        style={{ position: 'relative' }}
        onSelect={(item) => setLast(`Selected ${item.name}`)}
        onSubmit={(query) => setLast(`Submitted "${query}"`)}
        {...props}
      >
        <SearchBox.Label style={{ display: 'block' }} />
        <SearchBox.Input style={{ width: '100%' }} />
        <SearchBox.Panel
          style={{
            position: 'absolute',
            insetInline: 0,
            background: 'white',
            border: '1px solid #d4d4d8',
          }}
        >
          <SearchBox.Loading />
          <SearchBox.Empty>
            <SearchBox.EmptyMessage />
            <SearchBox.SearchAnyway />
          </SearchBox.Empty>
          <SearchBox.PopularLabel />
          <SearchBox.List
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
            renderItem={(item, index) => (
              <SearchBox.Item item={item} index={index} style={{ padding: 8 }}>
                <strong>{item.name}</strong>
                <div>
                  {item.brand} · {item.category} ·{' '}
                  {item.price ? formatINR(toPaise(item.price)) : t('product.priceOnRequest')} ·{' '}
                  {t(item.is_stock_available === false ? 'product.outOfStock' : 'product.inStock')}
                  {formatRelevance(item.relevance_score) &&
                    ` · ${formatRelevance(item.relevance_score)}`}
                </div>
              </SearchBox.Item>
            )}
          />
          <SearchBox.ViewAll />
        </SearchBox.Panel>
      </SearchBox.Root>
      <p role="status">{last}</p>
    </div>
  );
}

const autocomplete = api('products/search-autocomplete');

const typeRelay = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('combobox'), 'relay');
};

const meta = {
  title: 'Headless/SearchBox',
  component: SearchDemo,
  decorators: [withStorefront({ autoLoad: false })],
  parameters: {
    msw: {
      handlers: [
        http.get(autocomplete, ({ request }) => {
          const limit = Number(new URL(request.url).searchParams.get('limit') ?? 8);
          return HttpResponse.json(
            envelope({ suggestions: suggestions.slice(0, limit), total: 42 }),
          );
        }),
      ],
    },
  },
} satisfies Meta<typeof SearchDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: type 2 characters or more. */
export const Closed: Story = {};

/** Up to 8 suggestions with name, brand, category, price, stock and '{n}% match', and View all. */
export const Results: Story = {
  play: async (context) => {
    await typeRelay(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findAllByRole('option')).toHaveLength(8);
    await expect(canvas.getByRole('button', { name: 'View all 42 results' })).toBeVisible();
  },
};

/** The loading placeholder while the answer is on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(autocomplete, () => new Promise(() => {}))] } },
  play: async (context) => {
    await typeRelay(context);
    await expect(await within(context.canvasElement).findByText('Searching...')).toBeVisible();
  },
};

/** 'No results found for "{query}"' and Search anyway. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(autocomplete, () => HttpResponse.json(envelope({ suggestions: [], total: 0 }))),
      ],
    },
  },
  play: async (context) => {
    await typeRelay(context);
    await expect(
      await within(context.canvasElement).findByText('No results found for "relay"'),
    ).toBeVisible();
  },
};

/** A failed search empties the suggestions and closes the panel (spec 1 §8). */
export const ErrorState: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(autocomplete, () =>
          HttpResponse.json({ meta: { status: false, message: 'Server error' } }, { status: 500 }),
        ),
      ],
    },
  },
  play: typeRelay,
};

/** Mobile: 6 suggestions, and 'Popular Searches' in an empty focused box. */
export const MobilePopular: Story = {
  args: { mobile: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox'));
    await expect(canvas.getByText('Popular Searches')).toBeVisible();
  },
};
