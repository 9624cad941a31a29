import { ORDERS_PAGE_SIZE, WISHLIST_PAGE_SIZE } from '@storefront-kit/core';
import { renderWithProvider } from '@storefront-kit/test-utils/react';
import { makeStorefront } from '@storefront-kit/test-utils/shop';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { Pagination, type PaginationRootProps } from './Pagination';

const stores: { dispose(): void }[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
});

const renderUi = (ui: ReactElement) => {
  const storefront = makeStorefront({ autoLoad: false });
  stores.push(storefront);
  return renderWithProvider(ui, { storefront });
};

function Orders(props: PaginationRootProps) {
  return (
    <Pagination.Root total={185} perPage={ORDERS_PAGE_SIZE} {...props}>
      <Pagination.Summary />
      <Pagination.Previous />
      <Pagination.Pages />
      <Pagination.Next />
    </Pagination.Root>
  );
}

function Wishlist() {
  const [page, setPage] = useState(1);
  return (
    <>
      <Orders total={100} perPage={WISHLIST_PAGE_SIZE} page={page} onPageChange={setPage} />
      <output>{page}</output>
    </>
  );
}

const nav = () => screen.getByRole('navigation', { name: 'Pagination' });
const pageNumbers = () =>
  within(nav())
    .getAllByRole('button')
    .map((button) => button.textContent)
    .filter((text) => /^\d+$/.test(text ?? ''));
const current = () => within(nav()).getByRole('button', { current: 'page' });

describe('Pagination', () => {
  it("is a labelled nav with a window of 5 pages and 'Showing X to Y of Z orders'", async () => {
    const { container } = renderUi(<Orders />);
    expect(pageNumbers()).toEqual(['1', '2', '3', '4', '5']);
    expect(current()).toHaveTextContent('1');
    expect(current()).toHaveAttribute('data-state', 'active');
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('data-state', 'inactive');
    expect(screen.getByRole('button', { name: '2' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('Showing 1 to 20 of 185 orders')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('slides the window with the current page, up to the last page (uncontrolled)', async () => {
    const user = userEvent.setup();
    renderUi(<Orders />);
    await user.click(screen.getByRole('button', { name: '5' }));
    expect(pageNumbers()).toEqual(['3', '4', '5', '6', '7']);
    expect(screen.getByText('Showing 81 to 100 of 185 orders')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '7' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(current()).toHaveTextContent('9');
    expect(pageNumbers()).toEqual(['6', '7', '8', '9', '10']);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(current()).toHaveTextContent('10');
    expect(screen.getByText('Showing 181 to 185 of 185 orders')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('is operable from the keyboard', async () => {
    const user = userEvent.setup();
    renderUi(<Orders defaultPage={2} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(current()).toHaveTextContent('1');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: '2' })).toHaveFocus();
    await user.keyboard(' ');
    expect(current()).toHaveTextContent('2');
    expect(current()).toHaveFocus();
  });

  it('is controlled: reports the chosen page and shows the one it is given', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    const { rerender } = renderUi(<Orders page={3} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
    expect(current()).toHaveTextContent('3');
    await user.click(screen.getByRole('button', { name: '1' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    await user.click(screen.getByRole('button', { name: '3' }));
    expect(onPageChange).toHaveBeenCalledTimes(2);
    rerender(<Orders page={4} onPageChange={onPageChange} />);
    expect(current()).toHaveTextContent('4');
  });

  it('follows React state as the owner', async () => {
    const user = userEvent.setup();
    renderUi(<Wishlist />);
    await user.click(screen.getByRole('button', { name: '5' }));
    await user.click(screen.getByRole('button', { name: '7' }));
    // decisions.md: the wishlist reaches page 6 and beyond.
    expect(screen.getByRole('status')).toHaveTextContent('7');
    expect(pageNumbers()).toEqual(['5', '6', '7', '8', '9']);
  });

  it('renders nothing with a single page, unless asked', () => {
    const { container } = renderUi(<Orders total={12} />);
    expect(container).toBeEmptyDOMElement();
    renderUi(<Orders total={12} showSinglePage />);
    expect(pageNumbers()).toEqual(['1']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('takes totalPages without rows (no summary), and clamps a page past the end', () => {
    renderUi(
      <Pagination.Root totalPages={3} page={9} aria-label="Wishlist pages">
        <Pagination.Summary />
        <Pagination.Pages />
      </Pagination.Root>,
    );
    const wishlist = screen.getByRole('navigation', { name: 'Wishlist pages' });
    expect(within(wishlist).getByRole('button', { current: 'page' })).toHaveTextContent('3');
    expect(wishlist.querySelector('p')).toBeNull();
  });

  it('renders links with asChild and custom page and summary content', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderUi(
      <Pagination.Root asChild total={45} perPage={20} page={2} onPageChange={onPageChange}>
        <nav aria-label="Orders pages" className="orders-pages">
          <Pagination.Summary>
            {({ from, to, total }) => `${from}–${to} / ${total}`}
          </Pagination.Summary>
          <Pagination.Previous asChild>
            <a href="?page=1">Back</a>
          </Pagination.Previous>
          <Pagination.Pages>
            {(page) => (
              <Pagination.Page page={page} asChild>
                <a href={`?page=${page}`}>Page {page}</a>
              </Pagination.Page>
            )}
          </Pagination.Pages>
          <Pagination.Next asChild>
            <a href="?page=3">On</a>
          </Pagination.Next>
        </nav>
      </Pagination.Root>,
    );
    // The child element is the landmark: no nav of Root's own around it.
    expect(screen.getAllByRole('navigation')).toHaveLength(1);
    expect(screen.getByRole('navigation', { name: 'Orders pages' })).toHaveClass('orders-pages');
    expect(screen.getByText('21–40 / 45')).toBeInTheDocument();
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(['Back', 'Page 1', 'Page 2', 'Page 3', 'On']);
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    // After React's handlers: jsdom does not navigate.
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener('click', stay);
    await user.click(screen.getByRole('link', { name: 'On' }));
    document.removeEventListener('click', stay);
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('marks a link at the end aria-disabled and does not follow it', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderUi(
      <Pagination.Root totalPages={2} page={2} onPageChange={onPageChange}>
        <Pagination.Next asChild>
          <a href="?page=3">On</a>
        </Pagination.Next>
      </Pagination.Root>,
    );
    const next = screen.getByRole('link', { name: 'On' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveAttribute('data-disabled');
    let followed = true;
    // Runs after React's handlers, which must have cancelled the navigation.
    const check = (event: Event) => {
      followed = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', check);
    await user.click(next);
    document.removeEventListener('click', check);
    expect(followed).toBe(false);
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it("skips its own handling when the user's handler prevents the default", async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderUi(
      <Pagination.Root totalPages={4} onPageChange={onPageChange}>
        <Pagination.Pages>
          {(page) => <Pagination.Page page={page} onClick={(event) => event.preventDefault()} />}
        </Pagination.Pages>
        <Pagination.Next onClick={(event) => event.preventDefault()} />
      </Pagination.Root>,
    );
    await user.click(screen.getByRole('button', { name: '3' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).not.toHaveBeenCalled();
    expect(current()).toHaveTextContent('1');
  });

  it("takes its labels from the message catalogue, with the embedder's overrides", async () => {
    const user = userEvent.setup();
    const storefront = makeStorefront({
      autoLoad: false,
      messages: {
        'pagination.label': 'Prishth',
        'pagination.previous': 'Pichhla',
        'pagination.next': 'Agla',
        // The carousel's arrows are not the pagination's.
        'home.previous': 'Carousel back',
        'home.next': 'Carousel on',
      },
    });
    stores.push(storefront);
    const { container } = renderWithProvider(<Orders />, { storefront });
    const named = screen.getByRole('navigation', { name: 'Prishth' });
    expect(within(named).getByRole('button', { name: 'Pichhla' })).toBeDisabled();
    await user.click(within(named).getByRole('button', { name: 'Agla' }));
    expect(within(named).getByRole('button', { current: 'page' })).toHaveTextContent('2');
    expect(screen.queryByRole('button', { name: /Carousel/ })).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('throws when a part is used outside Root', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderUi(<Pagination.Next />)).toThrow(
      'Pagination.Next must be used within Pagination.Root',
    );
    vi.restoreAllMocks();
  });
});
