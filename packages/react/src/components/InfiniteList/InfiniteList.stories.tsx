import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { InfiniteList, type InfiniteListStatus } from './InfiniteList';

interface DemoProps {
  /** The first status of the list (the demo then loads pages of 20 by itself). */
  initialStatus: InfiniteListStatus;
  /** Pages available in total. */
  pages: number;
  /** Delay of each page (ms). */
  latency: number;
}

function ProductFeed({ initialStatus, pages, latency }: DemoProps) {
  const [loaded, setLoaded] = useState(initialStatus === 'end' ? pages : 1);
  const [status, setStatus] = useState<InfiniteListStatus>(initialStatus);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const hasMore = loaded < pages;
  const loadMore = () => {
    setStatus('loading-more');
    timer.current = setTimeout(() => {
      setLoaded((n) => n + 1);
      setStatus(loaded + 1 >= pages ? 'end' : 'loaded');
    }, latency);
  };
  return (
    <InfiniteList.Root
      status={status}
      hasMore={hasMore}
      onLoadMore={loadMore}
      style={{ fontFamily: 'sans-serif' }}
    >
      <p>
        Showing {status === 'loading' ? 0 : loaded * 20} of {pages * 20} products
      </p>
      {status === 'error' && <p role="alert">Failed to load products. Try again.</p>}
      <ul>
        {status !== 'loading' &&
          Array.from({ length: loaded * 20 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: demo items are their position
            <li key={i} style={{ padding: 8 }}>
              Product {i + 1}
            </li>
          ))}
      </ul>
      <InfiniteList.Sentinel />
      <InfiniteList.Loading />
      <InfiniteList.LoadMore />
      <InfiniteList.End />
    </InfiniteList.Root>
  );
}

const meta = {
  title: 'Headless/InfiniteList',
  component: ProductFeed,
  args: { initialStatus: 'loaded', pages: 3, latency: 800 },
} satisfies Meta<typeof ProductFeed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Scroll to within 200 px of the bottom, or press Load More Products. */
export const Loaded: Story = {};
/** A further page is loading: 'Loading more products...', the button is aria-disabled. */
export const LoadingMore: Story = { args: { initialStatus: 'loading-more', latency: 600_000 } };
/** The first page is loading. */
export const Loading: Story = { args: { initialStatus: 'loading', latency: 600_000 } };
/** Every product loaded: the end message. */
export const End: Story = { args: { initialStatus: 'end' } };
/** After a failure scrolling stops loading; Load More Products retries. */
export const Failed: Story = { args: { initialStatus: 'error' } };
