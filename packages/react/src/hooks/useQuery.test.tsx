import {
  isNetworkError,
  isResponseValidationError,
  type QueryFetchContext,
  type Storefront,
} from '@storefront-kit/core';
import { renderHookWithProvider, renderWithProvider } from '@storefront-kit/test-utils/react';
import { shop } from '@storefront-kit/test-utils/shop';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { StorefrontProvider } from '../provider/StorefrontProvider';
import { useQuery } from './useQuery';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch that records its requests and answers each with `answer(url)`. */
function stubFetch(answer: (url: URL) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request);
    return answer(new URL(request.url));
  });
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

/** A fetch that never answers, but rejects when its request is aborted. */
function hangingFetch() {
  const requests: Request[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request);
    return new Promise<Response>((_resolve, reject) => {
      request.signal.addEventListener('abort', () =>
        reject(new DOMException('Aborted', 'AbortError')),
      );
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

const brandsEnvelope = {
  meta: { status: true, message: 'OK' },
  data: [{ _id: 'b1', title: 'Omron' }],
};

/** A tiny consumer: the way a component reads a query. */
function Brands({ storefront }: { storefront: Storefront }) {
  const brands = useQuery(['brands'], ({ signal }) =>
    storefront.client.catalog.brands({}, { signal }).then((answer) => answer.data),
  );
  return (
    <section aria-busy={brands.status === 'loading'} data-state={brands.status}>
      {brands.status === 'error' && (
        <>
          <p role="alert">{brands.error.message}</p>
          <button type="button" onClick={() => void brands.refetch()}>
            Try Again
          </button>
        </>
      )}
      <ul>
        {brands.data?.map((brand) => (
          <li key={brand.id}>{brand.title}</li>
        ))}
      </ul>
    </section>
  );
}

describe('useQuery', () => {
  it('throws outside a StorefrontProvider', () => {
    expect(() => renderHook(() => useQuery(['x'], () => Promise.resolve(1)))).toThrow(
      'useStorefront must be used within a StorefrontProvider',
    );
  });

  it('reads loading on the first render, then the data from the real server', async () => {
    const storefront = shop();
    const { result } = renderHookWithProvider(
      () =>
        useQuery(['catalog', 'categories', 'all'], ({ signal }) =>
          storefront.client.catalog.categories({ per_page: -1 }, { signal }).then((a) => a.data),
        ),
      { storefront },
    );
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data?.length).toBeGreaterThan(0);
    expect(result.current.data?.[0]).toMatchObject({ id: expect.any(String) });
    expect(result.current.error).toBeUndefined();
  });

  it('shares one request between components reading the same key', async () => {
    const { fetch, requests } = stubFetch(() => json(brandsEnvelope));
    const storefront = shop({ fetch });
    renderWithProvider(
      <>
        <Brands storefront={storefront} />
        <Brands storefront={storefront} />
      </>,
      { storefront },
    );
    await waitFor(() => expect(screen.getAllByText('Omron')).toHaveLength(2));
    expect(requests).toHaveLength(1);
  });

  it('keeps one request under StrictMode (mount, unmount, mount)', async () => {
    const { fetch, requests } = stubFetch(() => json(brandsEnvelope));
    const storefront = shop({ fetch });
    render(
      <StrictMode>
        <StorefrontProvider storefront={storefront}>
          <Brands storefront={storefront} />
        </StorefrontProvider>
      </StrictMode>,
    );
    expect(await screen.findByText('Omron')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it('aborts the request when the last reader unmounts', async () => {
    const { fetch, requests } = hangingFetch();
    const storefront = shop({ fetch });
    const { unmount } = renderWithProvider(<Brands storefront={storefront} />, { storefront });
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.signal.aborted).toBe(false);
    unmount();
    await waitFor(() => expect(requests[0]?.signal.aborted).toBe(true));
    expect(storefront.queries.getState(['brands'])?.status).toBe('idle');
  });

  it('does not fetch while disabled, and fetches once enabled', async () => {
    const storefront = shop();
    const fetcher = vi.fn((_context: QueryFetchContext) => Promise.resolve('data'));
    let enabled = false;
    const { result, rerender } = renderHookWithProvider(
      () => useQuery(['gated'], fetcher, { enabled }),
      { storefront },
    );
    expect(result.current.status).toBe('idle');
    expect(fetcher).not.toHaveBeenCalled();
    enabled = true;
    rerender();
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(result.current.data).toBe('data');
  });

  it('switches to another query when the key changes', async () => {
    const storefront = shop();
    let id = 'a';
    const { result, rerender } = renderHookWithProvider(
      () => useQuery(['letter', id], () => Promise.resolve(id.toUpperCase())),
      { storefront },
    );
    await waitFor(() => expect(result.current.data).toBe('A'));
    id = 'b';
    rerender();
    await waitFor(() => expect(result.current.data).toBe('B'));
    expect(storefront.queries.getState(['letter', 'a'])?.data).toBe('A');
  });

  it('reports a malformed answer as an invalid-response error with a clear message', async () => {
    const { fetch } = stubFetch(() => json({ meta: { status: true }, data: [{ nope: 1 }] }));
    const storefront = shop({ fetch });
    const { result } = renderHookWithProvider(
      () =>
        useQuery(['brands'], ({ signal }) =>
          storefront.client.catalog.brands({}, { signal }).then((answer) => answer.data),
        ),
      { storefront },
    );
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.kind).toBe('invalid-response');
    expect(result.current.error?.message).toBe('Invalid response format from server');
    expect(isResponseValidationError(result.current.error?.cause)).toBe(true);
  });

  it('shows a network failure, and recovers with refetch (keyboard: Try Again)', async () => {
    let online = false;
    const { fetch } = stubFetch(() => {
      if (!online) throw new TypeError('Failed to fetch');
      return json(brandsEnvelope);
    });
    const storefront = shop({ fetch });
    const { container } = renderWithProvider(<Brands storefront={storefront} />, { storefront });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cannot reach the shop. Check your connection and try again.',
    );
    expect(container.querySelector('section')).toHaveAttribute('data-state', 'error');
    expect(isNetworkError(storefront.queries.getState(['brands'])?.error?.cause)).toBe(true);
    expect(await axe(container)).toHaveNoViolations();

    online = true;
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Try Again' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Omron')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('returns a stable refetch and re-renders on setData', async () => {
    const storefront = shop();
    const { result } = renderHookWithProvider(() => useQuery(['n'], () => Promise.resolve(1)), {
      storefront,
    });
    await waitFor(() => expect(result.current.data).toBe(1));
    const { refetch } = result.current;
    act(() => storefront.queries.setData<number>(['n'], (n) => (n ?? 0) + 41));
    expect(result.current.data).toBe(42);
    expect(result.current.refetch).toBe(refetch);
  });
});
