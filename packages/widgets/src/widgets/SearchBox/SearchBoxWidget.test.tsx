import { shop } from '@storefront-kit/test-utils/shop';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { renderWidget } from '../../../test/renderWidget';
import { SearchBoxWidget } from './SearchBoxWidget';
import { searchBoxCss } from './searchBoxCss';

const combobox = () => screen.getByRole('combobox', { name: 'Search products' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SearchBoxWidget (real server)', () => {
  it('shows the loading placeholder, then up to 8 suggestions with every field', async () => {
    const user = userEvent.setup();
    const { container } = renderWidget(<SearchBoxWidget />);
    await user.type(combobox(), 'sensor');
    expect(await screen.findByText('Searching...')).toBeInTheDocument();
    const options = await screen.findAllByRole('option');
    expect(options.length).toBeGreaterThan(0);
    expect(options.length).toBeLessThanOrEqual(8);
    const first = options[0] as HTMLElement;
    expect(first.querySelector('[part="suggestion-name"]')?.textContent).toMatch(/\S/);
    expect(first.querySelector('[part="suggestion-image"]')).toHaveAttribute('src');
    expect(first.querySelector('[part="suggestion-price"]')?.textContent).toMatch(
      /^(₹[\d,]+\.\d{2}|Price on Request)$/,
    );
    expect(first.querySelector('[part="suggestion-stock"]')?.textContent).toMatch(
      /^(In Stock|Out of Stock)$/,
    );
    expect(first.querySelector('[part="suggestion-match"]')?.textContent).toMatch(/^\d+% match$/);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('offers View all {n} results when the server has more, which submits', async () => {
    const user = userEvent.setup();
    const { events, assign } = renderWidget(<SearchBoxWidget />);
    await user.type(combobox(), 'sensor');
    const viewAll = await screen.findByRole('button', { name: /^View all \d+ results$/ });
    expect(screen.getAllByRole('option')).toHaveLength(8);
    await user.click(viewAll);
    expect(events).toEqual([
      ['sk:search', { query: 'sensor' }],
      ['sk:navigate', { url: '/search?q=sensor' }],
    ]);
    expect(assign).toHaveBeenCalledWith('/search?q=sensor');
  });

  it('picks a suggestion with the keyboard: sk:navigate to the product URL, then followed', async () => {
    const user = userEvent.setup();
    const storefront = shop();
    const { events, assign } = renderWidget(<SearchBoxWidget />, { storefront });
    await user.type(combobox(), 'relay');
    const [first] = await screen.findAllByRole('option');
    const name = first?.querySelector('[part="suggestion-name"]')?.textContent ?? '';
    await user.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', first?.id);
    expect(first).toHaveAttribute('data-state', 'active');
    await user.keyboard('{Enter}');
    expect(events).toHaveLength(1);
    const [eventName, detail] = events[0] ?? [];
    expect(eventName).toBe('sk:navigate');
    const slug = name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
    expect(detail).toMatchObject({ url: expect.stringContaining(`/products/details/${slug}/`) });
    const { url, productId } = detail as { url: string; productId: string };
    expect(url.endsWith(`/${encodeURIComponent(productId)}`)).toBe(true);
    expect(assign).toHaveBeenCalledWith(url);
  });

  it('leaves navigation to the host when it prevents sk:navigate', async () => {
    const user = userEvent.setup();
    const { events, assign } = renderWidget(<SearchBoxWidget searchUrl="/find?term={query}" />, {
      preventNavigation: true,
    });
    await user.type(combobox(), 'servo drive{Enter}');
    expect(events).toEqual([
      ['sk:search', { query: 'servo drive' }],
      ['sk:navigate', { url: '/find?term=servo%20drive' }],
    ]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('does nothing on an empty submit', async () => {
    const user = userEvent.setup();
    const { events, assign } = renderWidget(<SearchBoxWidget />);
    await user.click(screen.getByRole('button', { name: 'Search products' }));
    await user.type(combobox(), '   {Enter}');
    expect(events).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('says No results found for "{query}" and offers Search anyway', async () => {
    const user = userEvent.setup();
    const { container, events } = renderWidget(<SearchBoxWidget />);
    await user.type(combobox(), 'qqzzxxv');
    // Shown in the panel, and said once by the box's live region.
    expect(
      await screen.findByText('No results found for "qqzzxxv"', { selector: '[part="empty"] p' }),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(/^No results found for "qqzzxxv"$/);
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Search anyway' }));
    expect(events[0]).toEqual(['sk:search', { query: 'qqzzxxv' }]);
  });

  it('on mobile shows Popular Searches in the empty focused box and at most 6 suggestions', async () => {
    const user = userEvent.setup();
    const { container, events } = renderWidget(<SearchBoxWidget mobile />);
    await user.click(combobox());
    expect(screen.getByText('Popular Searches')).toBeInTheDocument();
    const popular = screen.getAllByRole('option').map((option) => option.textContent);
    expect(popular).toEqual(['Sensors', 'Switches', 'Relays', 'PLC', 'HMI', 'Servo Drives']);
    expect(await axe(container)).toHaveNoViolations();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(events[0]).toEqual(['sk:search', { query: 'Switches' }]);
  });

  it('limits the mobile panel to 6 suggestions', async () => {
    const user = userEvent.setup();
    renderWidget(<SearchBoxWidget mobile />);
    await user.type(combobox(), 'sensor');
    await screen.findByRole('button', { name: /^View all \d+ results$/ });
    expect(screen.getAllByRole('option')).toHaveLength(6);
  });

  it('is the mobile panel when the viewport matches the mobile media query', async () => {
    const listeners = new Set<() => void>();
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query === '(max-width: 767px)',
        media: query,
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      })),
    );
    const user = userEvent.setup();
    const { unmount } = renderWidget(<SearchBoxWidget />);
    await user.click(combobox());
    expect(screen.getByText('Popular Searches')).toBeInTheDocument();
    expect(listeners.size).toBe(1);
    unmount();
    expect(listeners.size).toBe(0);
  });

  it('empties and closes the panel when the search fails', async () => {
    const user = userEvent.setup();
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      Response.json({ meta: { status: false, message: 'down' } }, { status: 500 }),
    );
    const { container } = renderWidget(<SearchBoxWidget />, { storefront: shop({ fetch }) });
    await user.type(combobox(), 'relay');
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await waitFor(() => expect(combobox()).toHaveAttribute('aria-expanded', 'false'));
    const panel = container.querySelector('[part="panel"]') as HTMLElement;
    expect(panel).not.toBeVisible();
    expect(within(panel).queryAllByRole('option', { hidden: true })).toHaveLength(0);
    // … and says why, with Try Again (never a silent close).
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Server error. Please try again later.',
    );
  });

  it('says the shop cannot be reached when the API is down, and Try Again searches again', async () => {
    const user = userEvent.setup();
    let down = true;
    const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
      if (down) throw new TypeError('Failed to fetch');
      return globalThis.fetch(input, init);
    });
    const { container } = renderWidget(<SearchBoxWidget />, { storefront: shop({ fetch }) });
    await user.type(combobox(), 'relay');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cannot reach the shop. Check your connection and try again.');
    expect(screen.queryByText('Searching...')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(combobox()).toHaveFocus();
    expect((await screen.findAllByRole('option')).length).toBeGreaterThan(0);
    const last = fetch.mock.calls.at(-1)?.[0];
    expect(last instanceof Request ? last.url : String(last)).toContain('search=relay');
  });

  it('forgets the failure when the shopper types again', async () => {
    const user = userEvent.setup();
    const fetch = vi.fn<typeof globalThis.fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderWidget(<SearchBoxWidget />, { storefront: shop({ fetch }) });
    await user.type(combobox(), 'relay');
    await screen.findByRole('alert');
    await user.type(combobox(), 's');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says the shop cannot be reached in the embedder's words (data-messages)", async () => {
    const user = userEvent.setup();
    const fetch = vi.fn<typeof globalThis.fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    const messages = { 'api.unreachable': 'Dukaan tak nahin pahunch sake.' };
    renderWidget(<SearchBoxWidget />, { storefront: shop({ fetch, messages }) });
    await user.type(combobox(), 'relay');
    expect(await screen.findByRole('alert')).toHaveTextContent('Dukaan tak nahin pahunch sake.');
  });
});

describe('SearchBoxWidget suggestions panel placement', () => {
  const rule = (selector: string) => {
    const found = searchBoxCss
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .split('}')
      .find((block) => block.trim().split('{')[0]?.trim() === selector);
    return found?.split('{')[1] ?? '';
  };

  it('is at least min(90vw, 448px) wide in px, and never narrower than its box', () => {
    const panel = rule('.sk-search-panel');
    expect(panel).toContain('width: max(100%, min(90vw, 448px));');
    expect(panel).toContain('left: 0;');
    expect(panel).not.toMatch(/inset-inline|\d(r?em)\b.*width/);
    expect(searchBoxCss).not.toMatch(/\d+(\.\d+)?rem\b/);
  });

  const at = (left: number, width: number) =>
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const shifted = left + (Number.parseFloat(this.style.left) || 0);
      return DOMRect.fromRect({ x: shifted, y: 40, width, height: 300 });
    });

  async function openPanel() {
    const user = userEvent.setup();
    const { container } = renderWidget(<SearchBoxWidget />);
    await user.type(combobox(), 'sensor');
    await screen.findAllByRole('option');
    return container.querySelector('[part="panel"]') as HTMLElement;
  }

  it('is moved left by what would be cut off at the right edge of the viewport', async () => {
    vi.stubGlobal('innerWidth', 390);
    // A box in a header's right corner: the 351 px panel would end at 491 px.
    at(140, 351);
    const panel = await openPanel();
    expect(panel.style.left).toBe(`${390 - 8 - 491}px`);
  });

  it('stays where CSS puts it when it fits', async () => {
    vi.stubGlobal('innerWidth', 1280);
    at(200, 448);
    const panel = await openPanel();
    expect(panel.style.left).toBe('');
  });

  it('is never moved past the left edge', async () => {
    vi.stubGlobal('innerWidth', 300);
    // Wider than the viewport's room: its start stays 8 px inside the left edge.
    at(100, 400);
    const panel = await openPanel();
    expect(panel.style.left).toBe('-92px');
  });
});
