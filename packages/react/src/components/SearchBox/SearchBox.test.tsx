import type { SearchAnswer, Suggestion } from '@storefront-kit/core';
import { renderWithProvider } from '@storefront-kit/test-utils/react';
import { shop } from '@storefront-kit/test-utils/shop';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { useSearch } from '../../hooks/useSearch';
import { SearchBox, type SearchBoxRootProps } from './SearchBox';

const renderUi = (ui: ReactElement) => renderWithProvider(ui, { storefront: shop() });

function Search(props: Partial<SearchBoxRootProps>) {
  return (
    <SearchBox.Root {...props}>
      <SearchBox.Label />
      <SearchBox.Input />
      <SearchBox.Submit />
      <SearchBox.Panel />
    </SearchBox.Root>
  );
}

function Owned({
  onSubmit,
  ownerSubmit,
}: {
  onSubmit: (query: string) => void;
  ownerSubmit: (query: string) => void;
}) {
  const search = useSearch({
    search: async () => answer(['HMI 7"']),
    debounceMs: 0,
    onSubmit: ownerSubmit,
  });
  return (
    <>
      <SearchBox.Root controller={search} onSubmit={onSubmit}>
        <SearchBox.Label />
        <SearchBox.Input />
        <SearchBox.Panel />
      </SearchBox.Root>
      <output>{search.view}</output>
      <button type="button" onClick={() => search.setQuery('hmi')}>
        Fill
      </button>
    </>
  );
}

const combobox = () => screen.getByRole('combobox', { name: 'Search products' });
const options = () => screen.getAllByRole('option');
const slow = { timeout: 3000 };

const answer = (names: string[], total = names.length): SearchAnswer<Suggestion> => ({
  suggestions: names.map((name, i) => ({ id: `p${i}`, name })),
  total,
});

describe('SearchBox against the reference server', () => {
  it('is a closed combobox controlling a listbox, with no axe violations', async () => {
    const { container } = renderUi(<Search />);
    expect(screen.getByRole('search')).toHaveAttribute('data-state', 'closed');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveAttribute('aria-autocomplete', 'list');
    expect(combobox()).toHaveAttribute('placeholder', 'Search products, brands, model numbers...');
    const listId = combobox().getAttribute('aria-controls') ?? '';
    expect(container.querySelector(`#${listId}`)).toHaveAttribute('role', 'listbox');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows real suggestions (at most 8) after typing, with no axe violations', async () => {
    const user = userEvent.setup();
    const { container } = renderUi(<Search />);
    await user.type(combobox(), 'relay');
    const found = await screen.findAllByRole('option', {}, slow);
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(8);
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('search')).toHaveAttribute('data-state', 'results');
    expect(screen.getByRole('listbox', { name: 'Search products' })).toBeVisible();
    expect(found.every((option) => option.getAttribute('data-state') === 'inactive')).toBe(true);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('moves the active option with the arrows and selects it with Enter', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderUi(<Search onSelect={onSelect} />);
    await user.type(combobox(), 'relay');
    await screen.findAllByRole('option', {}, slow);
    const all = options();
    await user.keyboard('{ArrowDown}');
    expect(all[0]).toHaveAttribute('aria-selected', 'true');
    expect(all[0]).toHaveAttribute('data-state', 'active');
    expect(combobox()).toHaveAttribute('aria-activedescendant', all[0]?.id);
    await user.keyboard('{ArrowUp}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', all[all.length - 1]?.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', all[1]?.id ?? all[0]?.id);
    const chosen = all[1] ?? all[0];
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect.mock.calls[0]?.[0]).toMatchObject({ name: chosen?.textContent });
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).not.toHaveAttribute('aria-activedescendant');
    expect(combobox()).toHaveFocus();
  });

  it('submits the query with Enter when no option is active; Escape closes', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderUi(<Search onSubmit={onSubmit} />);
    await user.type(combobox(), ' relay ');
    await screen.findAllByRole('option', {}, slow);
    await user.keyboard('{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('search')).toHaveAttribute('data-state', 'closed');
    expect(combobox()).toHaveValue(' relay ');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('relay');
  });

  it('selects a suggestion by click, the focus staying in the box', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderUi(<Search onSelect={onSelect} />);
    await user.type(combobox(), 'relay');
    const [first] = await screen.findAllByRole('option', {}, slow);
    await user.click(first!);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ name: first?.textContent }));
    expect(combobox()).toHaveFocus();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes 200 ms after the box loses focus', async () => {
    const user = userEvent.setup();
    renderUi(
      <>
        <Search />
        <button type="button">Elsewhere</button>
      </>,
    );
    await user.type(combobox(), 'relay');
    await screen.findAllByRole('option', {}, slow);
    const blurredAt = performance.now();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(combobox()).toHaveAttribute('aria-expanded', 'false'));
    expect(performance.now() - blurredAt).toBeGreaterThanOrEqual(190);
  });

  it('shows the empty state with Search anyway, with no axe violations', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { container } = renderUi(<Search onSubmit={onSubmit} />);
    await user.type(combobox(), 'qqzzxxnothing');
    expect(
      await screen.findByText('No results found for "qqzzxxnothing"', {}, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('search')).toHaveAttribute('data-state', 'empty');
    expect(screen.queryByRole('option')).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Search anyway' }));
    expect(onSubmit).toHaveBeenCalledWith('qqzzxxnothing');
    expect(combobox()).toHaveFocus();
  });

  it("reaches 'Search anyway' with Tab without the panel closing", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderUi(
      <SearchBox.Root onSubmit={onSubmit}>
        <SearchBox.Label />
        <SearchBox.Input />
        <SearchBox.Panel />
      </SearchBox.Root>,
    );
    await user.type(combobox(), 'qqzzxxnothing');
    await screen.findByRole('button', { name: 'Search anyway' }, slow);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Search anyway' })).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('qqzzxxnothing');
  });

  it("offers 'View all {n} results' when there are more than the limit", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderUi(<Search onSubmit={onSubmit} limit={2} />);
    await user.type(combobox(), 'relay');
    await waitFor(() => expect(options()).toHaveLength(2), slow);
    const viewAll = screen.getByRole('button', { name: /^View all \d+ results$/ });
    const total = Number(/\d+/.exec(viewAll.textContent ?? '')?.[0]);
    expect(total).toBeGreaterThan(2);
    await user.click(viewAll);
    expect(onSubmit).toHaveBeenCalledWith('relay');
  });

  it('does nothing on an empty submit, and submits a typed query', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderUi(<Search onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Search products' }));
    await user.type(combobox(), '   ');
    await user.click(screen.getByRole('button', { name: 'Search products' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(combobox());
    await user.type(combobox(), 'plc');
    await user.click(screen.getByRole('button', { name: 'Search products' }));
    expect(onSubmit).toHaveBeenCalledWith('plc');
  });
});

describe('SearchBox states and composition', () => {
  it('shows the loading state while the answer is on its way', async () => {
    const user = userEvent.setup();
    const { container } = renderUi(<Search search={() => new Promise(() => {})} debounceMs={0} />);
    await user.type(combobox(), 'relay');
    expect(await screen.findByRole('status')).toHaveTextContent('Searching...');
    expect(screen.getByRole('search')).toHaveAttribute('data-state', 'loading');
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('closes the panel and reports a failed search', async () => {
    const user = userEvent.setup();
    const onError = vi.fn();
    const failure = new Error('Network Error: offline');
    renderUi(<Search search={() => Promise.reject(failure)} debounceMs={0} onError={onError} />);
    await user.type(combobox(), 'relay');
    await waitFor(() => expect(onError).toHaveBeenCalledWith(failure));
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('shows the popular searches on mobile, and submits one with the keyboard', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { container } = renderUi(
      <Search mobile onSubmit={onSubmit} search={async () => answer([])} />,
    );
    await user.click(combobox());
    expect(screen.getByText('Popular Searches')).toBeInTheDocument();
    expect(options().map((option) => option.textContent)).toEqual([
      'Sensors',
      'Switches',
      'Relays',
      'PLC',
      'HMI',
      'Servo Drives',
    ]);
    expect(await axe(container)).toHaveNoViolations();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('Switches');
  });

  it('tells screen readers what the panel holds through a live region there from the start', async () => {
    const user = userEvent.setup();
    const found = (query: string) => answer(query === 'one' ? ['PLC CPU'] : ['A', 'B', 'C']);
    const { container } = renderUi(
      <SearchBox.Root
        search={async (query) => (query === 'none' ? answer([]) : found(query))}
        debounceMs={0}
      >
        <SearchBox.Label />
        <SearchBox.Input />
        <SearchBox.Panel />
        <SearchBox.Status data-testid="status" />
      </SearchBox.Root>,
    );
    // In the page, empty and polite, before anything is typed (and outside the hidden panel).
    const status = screen.getByTestId('status');
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveAttribute('aria-atomic', 'true');
    expect(status).toBeEmptyDOMElement();
    expect(status).toBeVisible();

    await user.type(combobox(), 'plc');
    await waitFor(() => expect(status).toHaveTextContent('3 suggestions available.'));
    expect(screen.getByTestId('status')).toBe(status);
    await user.clear(combobox());
    await user.type(combobox(), 'one');
    await waitFor(() => expect(status).toHaveTextContent(/^1 suggestion available\.$/));
    await user.clear(combobox());
    await user.type(combobox(), 'none');
    await waitFor(() => expect(status).toHaveTextContent(/^No results found for "none"$/));
    // The visible message is not a second status (announced once, by the region).
    expect(screen.getAllByRole('status')).toEqual([status]);
    expect(await axe(container)).toHaveNoViolations();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(status).toBeEmptyDOMElement());
  });

  it('announces the popular searches on mobile', async () => {
    const user = userEvent.setup();
    renderUi(
      <SearchBox.Root mobile search={async () => answer([])}>
        <SearchBox.Input />
        <SearchBox.Panel />
        <SearchBox.Status />
      </SearchBox.Root>,
    );
    await user.click(combobox());
    expect(screen.getByRole('status')).toHaveTextContent(/^6 popular searches available\.$/);
  });

  it('asks for 6 suggestions on mobile', async () => {
    const user = userEvent.setup();
    const search = vi.fn(async () => answer(['Relay A', 'Relay B']));
    renderUi(<Search mobile search={search} debounceMs={0} />);
    await user.type(combobox(), 're');
    await waitFor(() =>
      expect(search).toHaveBeenCalledWith('re', expect.objectContaining({ limit: 6 })),
    );
    expect(await screen.findAllByRole('option')).toHaveLength(2);
  });

  it('labels the box and list itself without a Label part', async () => {
    const user = userEvent.setup();
    const { container } = renderUi(
      <SearchBox.Root search={async () => answer(['PLC CPU'])} debounceMs={0}>
        <SearchBox.Input />
        <SearchBox.Panel />
      </SearchBox.Root>,
    );
    await user.type(combobox(), 'plc');
    expect(await screen.findByRole('listbox', { name: 'Search products' })).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('is driven by a controller made with useSearch', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const ownerSubmit = vi.fn();
    renderUi(<Owned onSubmit={onSubmit} ownerSubmit={ownerSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Fill' }));
    expect(combobox()).toHaveValue('hmi');
    expect(await screen.findByRole('option', { name: 'HMI 7"' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('results');
    await user.click(combobox());
    await user.keyboard('{Enter}');
    // The controller's own callbacks apply; Root's options are ignored.
    expect(ownerSubmit).toHaveBeenCalledWith('hmi');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('renders custom items and parts with asChild', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderUi(
      <SearchBox.Root
        search={async () => ({
          suggestions: [{ id: 'p1', name: 'Servo Drive', relevance_score: 92.4 }],
          total: 1,
        })}
        debounceMs={0}
        onSelect={onSelect}
      >
        <SearchBox.Label>Find parts</SearchBox.Label>
        <SearchBox.Input className="box" />
        <SearchBox.Submit asChild>
          <button type="submit" aria-label="Go">
            🔍
          </button>
        </SearchBox.Submit>
        <SearchBox.Panel asChild>
          <section>
            <SearchBox.List
              renderItem={(item, index) => (
                <SearchBox.Item item={item} index={index} asChild>
                  <li className="suggestion">
                    {item.name} ({Math.round(item.relevance_score ?? 0)}% match)
                  </li>
                </SearchBox.Item>
              )}
            />
          </section>
        </SearchBox.Panel>
      </SearchBox.Root>,
    );
    const input = screen.getByRole('combobox', { name: 'Find parts' });
    expect(input).toHaveClass('box');
    expect(screen.getByRole('button', { name: 'Go' })).toHaveAttribute('type', 'submit');
    await user.type(input, 'servo');
    const option = await screen.findByRole('option', { name: 'Servo Drive (92% match)' });
    expect(option).toHaveClass('suggestion');
    expect(option.closest('section')).toHaveAttribute('data-state', 'results');
    await user.click(option);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'p1' }));
  });

  it("skips its own handling when the user's handlers prevent the default", async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const prevent = (event: { key?: string; preventDefault(): void }) => {
      if (event.key === undefined || event.key === 'ArrowDown') event.preventDefault();
    };
    renderUi(
      <SearchBox.Root search={async () => answer(['Relay'])} debounceMs={0} onSelect={onSelect}>
        <SearchBox.Label />
        <SearchBox.Input onKeyDown={prevent} />
        <SearchBox.Panel>
          <SearchBox.List
            renderItem={(item, index) => (
              <SearchBox.Item item={item} index={index} onClick={prevent} />
            )}
          />
        </SearchBox.Panel>
      </SearchBox.Root>,
    );
    await user.type(combobox(), 'relay');
    const option = await screen.findByRole('option', { name: 'Relay' });
    await user.keyboard('{ArrowDown}');
    expect(combobox()).not.toHaveAttribute('aria-activedescendant');
    await user.click(option);
    expect(onSelect).not.toHaveBeenCalled();
    expect(within(screen.getByRole('listbox')).getByRole('option')).toBeVisible();
  });

  it('throws when a part is used outside Root', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderUi(<SearchBox.Input />)).toThrow(
      'SearchBox.Input must be used within SearchBox.Root',
    );
    vi.restoreAllMocks();
  });
});
