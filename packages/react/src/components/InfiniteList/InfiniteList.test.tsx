import { renderWithProvider } from '@storefront-kit/test-utils/react';
import { shop } from '@storefront-kit/test-utils/shop';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { InfiniteList, type InfiniteListRootProps, type InfiniteListStatus } from './InfiniteList';

/** A stand-in for IntersectionObserver (jsdom has none) that the test triggers by hand. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  static active() {
    return FakeIntersectionObserver.instances.filter((observer) => observer.targets.size > 0);
  }
  /** Reports every observed target as (not) intersecting, like a scroll would. */
  static intersect(isIntersecting = true) {
    for (const observer of FakeIntersectionObserver.active()) {
      const entries = [...observer.targets].map(
        (target) => ({ isIntersecting, target }) as IntersectionObserverEntry,
      );
      act(() => observer.callback(entries, observer as unknown as IntersectionObserver));
    }
  }
}

function List({ children, ...props }: Partial<InfiniteListRootProps> & { children?: never }) {
  return (
    <InfiniteList.Root status="loaded" hasMore onLoadMore={() => {}} {...props}>
      <ul>
        <li>Proximity sensor</li>
      </ul>
      <InfiniteList.Sentinel data-testid="sentinel" />
      <InfiniteList.Loading />
      <InfiniteList.LoadMore />
      <InfiniteList.End />
    </InfiniteList.Root>
  );
}

/** A listing that loads 2 more pages of 2 items, resolving each when the test says so. */
function Listing() {
  const [pages, setPages] = useState(1);
  const [status, setStatus] = useState<InfiniteListStatus>('loaded');
  const hasMore = pages < 3;
  return (
    <>
      <InfiniteList.Root
        status={status}
        hasMore={hasMore}
        onLoadMore={() => setStatus('loading-more')}
      >
        <ul>
          {Array.from({ length: pages * 2 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixture items are their position
            <li key={`item-${i + 1}`}>Item {i + 1}</li>
          ))}
        </ul>
        <InfiniteList.Sentinel />
        <InfiniteList.Loading />
        <InfiniteList.LoadMore />
        <InfiniteList.End />
      </InfiniteList.Root>
      <button
        type="button"
        onClick={() => {
          setPages((n) => n + 1);
          setStatus(pages + 1 >= 3 ? 'end' : 'loaded');
        }}
      >
        Answer
      </button>
      <button type="button" onClick={() => setStatus('error')}>
        Fail
      </button>
    </>
  );
}

const loadMore = () => screen.queryByRole('button', { name: 'Load More Products' });

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('InfiniteList', () => {
  it('observes a hidden sentinel 200 px below the viewport and loads when it comes near', async () => {
    const onLoadMore = vi.fn();
    const { container } = render(<List onLoadMore={onLoadMore} />);
    expect(screen.getByTestId('sentinel')).toHaveAttribute('aria-hidden', 'true');
    const [observer] = FakeIntersectionObserver.active();
    expect(observer?.options).toMatchObject({ root: null, rootMargin: '0px 0px 200px 0px' });
    expect(observer?.targets.has(screen.getByTestId('sentinel'))).toBe(true);
    FakeIntersectionObserver.intersect(false);
    expect(onLoadMore).not.toHaveBeenCalled();
    FakeIntersectionObserver.intersect(true);
    expect(onLoadMore).toHaveBeenCalledOnce();
    // One request per observation, even if the parent has not reported loading yet.
    FakeIntersectionObserver.intersect(true);
    expect(onLoadMore).toHaveBeenCalledOnce();
    expect(loadMore()).toBeEnabled();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('loads page after page, announcing the loading, until the end message', async () => {
    const user = userEvent.setup();
    const { container } = render(<Listing />);
    FakeIntersectionObserver.intersect();
    const list = screen.getByRole('list').parentElement;
    expect(list).toHaveAttribute('data-state', 'loading-more');
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading more products...');
    expect(loadMore()).toHaveAttribute('aria-disabled', 'true');
    expect(FakeIntersectionObserver.active()).toHaveLength(0);
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Answer' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    // The sentinel is observed afresh: still near the bottom, it loads the next page.
    FakeIntersectionObserver.intersect();
    expect(list).toHaveAttribute('data-state', 'loading-more');
    await user.click(screen.getByRole('button', { name: 'Answer' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(list).toHaveAttribute('data-state', 'end');
    expect(list).not.toHaveAttribute('aria-busy');
    expect(screen.getByText("You've reached the end of the list")).toBeInTheDocument();
    expect(loadMore()).toBeNull();
    expect(FakeIntersectionObserver.active()).toHaveLength(0);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('offers a Load More Products button, by click and by keyboard', async () => {
    const user = userEvent.setup();
    const onLoadMore = vi.fn();
    render(<List onLoadMore={onLoadMore} />);
    await user.click(loadMore() as HTMLElement);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(loadMore()).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onLoadMore).toHaveBeenCalledTimes(3);
  });

  it('ignores the button while a page loads, keeping it focusable', async () => {
    const user = userEvent.setup();
    const onLoadMore = vi.fn();
    render(<List status="loading-more" onLoadMore={onLoadMore} />);
    await user.tab();
    expect(loadMore()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('stops scrolling loads after a failure; the button retries', async () => {
    const user = userEvent.setup();
    render(<Listing />);
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    expect(FakeIntersectionObserver.active()).toHaveLength(0);
    expect(screen.queryByText("You've reached the end of the list")).toBeNull();
    await user.click(loadMore() as HTMLElement);
    expect(screen.getByRole('status')).toHaveTextContent('Loading more products...');
  });

  it('shows nothing extra before the first load and while the first page loads', () => {
    const { rerender } = render(<List status="idle" hasMore={false} />);
    expect(screen.queryByText("You've reached the end of the list")).toBeNull();
    expect(loadMore()).toBeNull();
    rerender(<List status="loading" hasMore />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading more products...');
    expect(loadMore()).toHaveAttribute('aria-disabled', 'true');
  });

  it('treats hasMore false as the end, and passes its threshold and scroll root', () => {
    const scrollRoot = document.createElement('div');
    const { rerender } = render(<List hasMore threshold={50} scrollRoot={scrollRoot} />);
    expect(FakeIntersectionObserver.active()[0]?.options).toMatchObject({
      root: scrollRoot,
      rootMargin: '0px 0px 50px 0px',
    });
    rerender(<List hasMore={false} />);
    expect(screen.getByText("You've reached the end of the list")).toBeInTheDocument();
    expect(FakeIntersectionObserver.active()).toHaveLength(0);
  });

  it('skips its own handler when a user handler prevents the default', async () => {
    const user = userEvent.setup();
    const onLoadMore = vi.fn();
    render(
      <InfiniteList.Root status="loaded" hasMore onLoadMore={onLoadMore}>
        <InfiniteList.LoadMore onClick={(event) => event.preventDefault()} />
      </InfiniteList.Root>,
    );
    await user.click(loadMore() as HTMLElement);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('renders onto children with asChild and takes custom content', () => {
    const { rerender } = render(
      <InfiniteList.Root asChild status="loaded" hasMore onLoadMore={() => {}}>
        <section aria-label="Products">
          <InfiniteList.LoadMore asChild>
            <a href="?page=2">Next page</a>
          </InfiniteList.LoadMore>
          <InfiniteList.Loading>Fetching…</InfiniteList.Loading>
        </section>
      </InfiniteList.Root>,
    );
    expect(screen.getByRole('region', { name: 'Products' })).toHaveAttribute(
      'data-state',
      'loaded',
    );
    expect(screen.getByRole('link', { name: 'Next page' })).not.toHaveAttribute('type');
    rerender(
      <InfiniteList.Root status="end" hasMore={false} onLoadMore={() => {}}>
        <InfiniteList.End asChild>
          <strong>That is all</strong>
        </InfiniteList.End>
      </InfiniteList.Root>,
    );
    expect(screen.getByText('That is all').tagName).toBe('STRONG');
  });

  it("uses the embedder's message overrides", () => {
    const storefront = shop({
      messages: { 'listing.loadMore': 'Aur dikhayein', 'listing.end': 'Bas itna hi' },
    });
    const { rerender } = renderWithProvider(<List />, { storefront });
    expect(screen.getByRole('button', { name: 'Aur dikhayein' })).toBeInTheDocument();
    rerender(<List status="end" />);
    expect(screen.getByText('Bas itna hi')).toBeInTheDocument();
  });

  it('throws outside InfiniteList.Root', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<InfiniteList.End />)).toThrow(
      'InfiniteList.End must be used within InfiniteList.Root',
    );
  });
});
