import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { Tabs, type TabsRootProps } from './Tabs';

const TABS = ['Description', 'Catalogs', 'Connect with experts', 'Reviews'] as const;

function ProductTabs({
  disabledTab,
  ...props
}: Partial<TabsRootProps> & { disabledTab?: (typeof TABS)[number] }) {
  return (
    <Tabs.Root {...props}>
      <Tabs.List aria-label="Product details">
        {TABS.map((name) => (
          <Tabs.Trigger key={name} value={name} disabled={disabledTab === name}>
            {name}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {TABS.map((name) => (
        <Tabs.Content key={name} value={name}>
          {name} panel
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

function Controlled() {
  const [value, setValue] = useState('Reviews');
  return (
    <>
      <output>{value}</output>
      <ProductTabs value={value} onValueChange={setValue} />
      <button type="button" onClick={() => setValue('Catalogs')}>
        Show catalogs
      </button>
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const panel = () => screen.getByRole('tabpanel');

describe('Tabs', () => {
  it('follows the WAI-ARIA tabs pattern with a roving tabindex', async () => {
    const { container } = render(<ProductTabs defaultValue="Description" />);
    expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'horizontal');
    expect(tab('Description')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Description')).toHaveAttribute('data-state', 'active');
    expect(tab('Catalogs')).toHaveAttribute('aria-selected', 'false');
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1, -1]);
    expect(panel()).toHaveAccessibleName('Description');
    expect(panel()).toHaveTextContent('Description panel');
    expect(panel()).toHaveAttribute('tabindex', '0');
    expect(tab('Description')).toHaveAttribute('aria-controls', panel().id);
    // Values with spaces still give valid ids.
    expect(tab('Connect with experts').id).not.toMatch(/\s/);
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(4);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('moves and activates with arrows (wrapping), Home and End, skipping disabled tabs', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <ProductTabs
        defaultValue="Description"
        disabledTab="Catalogs"
        onValueChange={onValueChange}
      />,
    );
    await user.tab();
    expect(tab('Description')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Connect with experts')).toHaveFocus();
    expect(panel()).toHaveTextContent('Connect with experts panel');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('Description')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Reviews')).toHaveFocus();
    expect(tab('Reviews')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('Description')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('Reviews')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(tab('Reviews')).toHaveFocus();
    await user.tab();
    expect(panel()).toHaveFocus();
    expect(onValueChange.mock.calls.map(([v]) => v)).toEqual([
      'Connect with experts',
      'Reviews',
      'Description',
      'Reviews',
      'Description',
      'Reviews',
    ]);
  });

  it('uses Up/Down when vertical', async () => {
    const user = userEvent.setup();
    render(<ProductTabs defaultValue="Reviews" orientation="vertical" />);
    expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    tab('Reviews').focus();
    await user.keyboard('{ArrowDown}');
    expect(tab('Description')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(tab('Reviews')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Reviews')).toHaveFocus();
  });

  it('in manual mode moves focus only and selects on Enter or click', async () => {
    const user = userEvent.setup();
    render(<ProductTabs defaultValue="Description" activationMode="manual" />);
    tab('Description').focus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Catalogs')).toHaveFocus();
    expect(panel()).toHaveTextContent('Description panel');
    await user.keyboard('{Enter}');
    expect(panel()).toHaveTextContent('Catalogs panel');
    await user.click(tab('Reviews'));
    expect(panel()).toHaveTextContent('Reviews panel');
  });

  it('makes the first enabled tab the tab stop when none is selected', async () => {
    const user = userEvent.setup();
    render(<ProductTabs disabledTab="Description" />);
    expect(screen.queryByRole('tabpanel')).toBeNull();
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, 0, -1, -1]);
    await user.tab();
    expect(tab('Catalogs')).toHaveFocus();
    expect(panel()).toHaveTextContent('Catalogs panel');
  });

  it('is controllable', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    expect(panel()).toHaveTextContent('Reviews panel');
    await user.click(tab('Description'));
    expect(screen.getByRole('status')).toHaveTextContent('Description');
    expect(panel()).toHaveTextContent('Description panel');
    await user.click(screen.getByRole('button', { name: 'Show catalogs' }));
    expect(tab('Catalogs')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, 0, -1, -1]);
  });

  it('skips its own handlers when a user handler prevents the default', async () => {
    const user = userEvent.setup();
    render(
      <Tabs.Root defaultValue="a" activationMode="manual">
        <Tabs.List aria-label="Letters">
          <Tabs.Trigger value="a" onKeyDown={(event) => event.preventDefault()}>
            A
          </Tabs.Trigger>
          <Tabs.Trigger value="b" onClick={(event) => event.preventDefault()}>
            B
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="a">A panel</Tabs.Content>
        <Tabs.Content value="b">B panel</Tabs.Content>
      </Tabs.Root>,
    );
    tab('A').focus();
    await user.keyboard('{ArrowRight}');
    expect(tab('A')).toHaveFocus();
    await user.click(tab('B'));
    expect(panel()).toHaveTextContent('A panel');
  });

  it('renders onto children with asChild; forceMount keeps inactive panels visible', () => {
    render(
      <Tabs.Root asChild defaultValue="a">
        <section aria-label="Letters">
          <Tabs.List asChild aria-label="Letters">
            <nav>
              <Tabs.Trigger asChild value="a">
                <a href="#a">A</a>
              </Tabs.Trigger>
            </nav>
          </Tabs.List>
          <Tabs.Content asChild value="a">
            <article>A panel</article>
          </Tabs.Content>
          <Tabs.Content value="b" forceMount>
            B panel
          </Tabs.Content>
        </section>
      </Tabs.Root>,
    );
    expect(tab('A').tagName).toBe('A');
    expect(tab('A')).not.toHaveAttribute('type');
    expect(screen.getByRole('tablist').tagName).toBe('NAV');
    expect(screen.getByText('A panel').tagName).toBe('ARTICLE');
    expect(screen.getByText('A panel')).toHaveAttribute('role', 'tabpanel');
    const b = screen.getByText('B panel');
    expect(b).toBeVisible();
    expect(b).toHaveAttribute('data-state', 'inactive');
  });

  it('throws outside Tabs.Root', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Tabs.Trigger value="a" />)).toThrow(
      'Tabs.Trigger must be used within Tabs.Root',
    );
  });
});
