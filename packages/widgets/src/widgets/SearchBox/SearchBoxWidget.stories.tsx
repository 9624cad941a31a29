import type { Suggestion } from '@storefront-kit/core';
import { api, envelope, withStorefront } from '@storefront-kit/test-utils/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { ShadowPreview, shadowOf, typeInShadow } from '../../../test/ShadowPreview';
import { SearchBoxWidget, type SearchBoxWidgetProps } from './SearchBoxWidget';
import { searchBoxCss } from './searchBoxCss';

const suggestion = (n: number, partial: Partial<Suggestion> = {}): Suggestion => ({
  id: `prd_${String(n).padStart(6, '0')}`,
  name: `Omron MY${n}N General Purpose Relay, 24 V DC`,
  description: 'Plug-in relay with LED indicator',
  brand: 'Omron',
  category: 'Relays',
  model_number: `MY${n}N-24VDC`,
  price: n === 3 ? 0 : 450 + n * 35,
  is_stock_available: n % 4 !== 0,
  relevance_score: 98 - n * 6,
  ...partial,
});

const suggestions = Array.from({ length: 8 }, (_, i) => suggestion(i + 1));
const autocomplete = api('products/search-autocomplete');

/** The widget as the script tag mounts it: in a shadow root with its sheets. */
function Preview(props: SearchBoxWidgetProps) {
  return (
    <div style={{ maxWidth: 560, minHeight: 520 }}>
      <ShadowPreview css={searchBoxCss}>
        <SearchBoxWidget {...props} />
      </ShadowPreview>
    </div>
  );
}

const type =
  (text: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await typeInShadow(within(shadowOf(canvasElement)).getByRole('combobox'), text);
  };

const meta = {
  title: 'Widgets/SearchBox',
  component: Preview,
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
} satisfies Meta<typeof Preview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The closed box: type 2 characters or more. */
export const Closed: Story = {};

/**
 * Up to 8 suggestions with image, name, description, brand, category, price (or 'Price on
 * Request'), stock and '{n}% match', and 'View all 42 results'.
 */
export const Results: Story = {
  play: async (context) => {
    await type('relay')(context);
    const shadow = within(shadowOf(context.canvasElement));
    await expect(await shadow.findAllByRole('option')).toHaveLength(8);
    await expect(shadow.getByRole('button', { name: 'View all 42 results' })).toBeVisible();
  },
};

/** The loading placeholder while the answer is on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(autocomplete, () => new Promise(() => {}))] } },
  play: async (context) => {
    await type('relay')(context);
    await expect(await within(shadowOf(context.canvasElement)).findByRole('status')).toBeVisible();
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
    await type('zzqx')(context);
    await expect(
      await within(shadowOf(context.canvasElement)).findByText('No results found for "zzqx"', {
        selector: '[part="empty"] p',
      }),
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
  play: type('relay'),
};

/** Mobile: 'Popular Searches' in the empty focused box, and up to 6 suggestions. */
export const MobilePopular: Story = {
  args: { mobile: true },
  play: async ({ canvasElement }) => {
    const shadow = within(shadowOf(canvasElement));
    await userEvent.click(shadow.getByRole('combobox'));
    await expect(shadow.getByText('Popular Searches')).toBeVisible();
  },
};
