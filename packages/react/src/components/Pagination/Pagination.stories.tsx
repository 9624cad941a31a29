import { ORDERS_PAGE_SIZE, WISHLIST_PAGE_SIZE } from '@storefront-kit/core';
import { withStorefront } from '@storefront-kit/test-utils/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Pagination, type PaginationRootProps } from './Pagination';

/** The orders list's pagination: summary, Previous, a window of 5 pages, Next. */
function PaginationDemo(props: PaginationRootProps) {
  return (
    <Pagination.Root style={{ display: 'flex', gap: 4, alignItems: 'center' }} {...props}>
      <Pagination.Summary style={{ marginInlineEnd: 16 }} />
      <Pagination.Previous />
      <Pagination.Pages>
        {(page) => <Pagination.Page page={page} style={{ minWidth: '2.5em' }} className="page" />}
      </Pagination.Pages>
      <Pagination.Next />
    </Pagination.Root>
  );
}

const meta = {
  title: 'Headless/Pagination',
  component: PaginationDemo,
  decorators: [withStorefront({ autoLoad: false })],
  args: { total: 185, perPage: ORDERS_PAGE_SIZE },
} satisfies Meta<typeof PaginationDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Showing 1 to 20 of 185 orders'; Previous disabled. */
export const FirstPage: Story = {};

/** The window slides: page 6 of 10 shows 4-8. */
export const MiddlePage: Story = { args: { defaultPage: 6 } };

/** Next disabled on the last page: 'Showing 181 to 185 of 185 orders'. */
export const LastPage: Story = { args: { defaultPage: 10 } };

/** The wishlist (decisions.md): 12 per page, pages 6 and beyond reachable. */
export const Wishlist: Story = {
  args: { total: 100, perPage: WISHLIST_PAGE_SIZE, 'aria-label': 'Wishlist pages' },
};

/** One page: nothing renders (spec: pagination only with more than one page). */
export const SinglePage: Story = { args: { total: 12 } };

/** Controlled by React state. */
export const Controlled: Story = {
  render: (args) => {
    const [page, setPage] = useState(3);
    return (
      <>
        <PaginationDemo {...args} page={page} onPageChange={setPage} />
        <p>Page in state: {page}</p>
      </>
    );
  },
};
