import { advance, fakeTimersInEachTest, setupUser } from '@storefront-kit/test-utils/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { MegaMenu, type MegaMenuRootProps } from './MegaMenu';

function Header(props: Partial<MegaMenuRootProps>) {
  return (
    <>
      <MegaMenu.Root aria-label="Main" {...props}>
        <MegaMenu.List>
          <MegaMenu.Item value="products">
            <MegaMenu.Trigger>Products</MegaMenu.Trigger>
            <MegaMenu.Content data-testid="products-panel">
              <MegaMenu.Link href="/products?category=Sensors">Sensors</MegaMenu.Link>
              <MegaMenu.Link href="/products">View All</MegaMenu.Link>
            </MegaMenu.Content>
          </MegaMenu.Item>
          <MegaMenu.Item value="help">
            <MegaMenu.Trigger>Help Center</MegaMenu.Trigger>
            <MegaMenu.Content>
              <MegaMenu.Link href="/dispute">Open a dispute</MegaMenu.Link>
              <MegaMenu.Link href="/report-ipr">Report IPR infringement</MegaMenu.Link>
            </MegaMenu.Content>
          </MegaMenu.Item>
          <li>
            <MegaMenu.Link href="/deals" active>
              Deals
            </MegaMenu.Link>
          </li>
        </MegaMenu.List>
      </MegaMenu.Root>
      <button type="button">Outside</button>
    </>
  );
}

const trigger = (name: string) => screen.getByRole('button', { name });
const nav = () => screen.getByRole('navigation', { name: 'Main' });

fakeTimersInEachTest();

describe('MegaMenu', () => {
  it('is a disclosure navigation, closed at first', async () => {
    vi.useRealTimers();
    const { container } = render(<Header />);
    expect(nav()).toHaveAttribute('data-state', 'closed');
    const products = trigger('Products');
    expect(products).toHaveAttribute('aria-expanded', 'false');
    const panel = screen.getByTestId('products-panel');
    expect(products).toHaveAttribute('aria-controls', panel.id);
    expect(panel).not.toBeVisible();
    expect(panel).toHaveAttribute('data-state', 'closed');
    expect(screen.getByRole('link', { name: 'Deals' })).toHaveAttribute('aria-current', 'page');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('opens on hover, one section at a time, positioned under its trigger', async () => {
    const user = setupUser();
    const onValueChange = vi.fn();
    const { container } = render(<Header onValueChange={onValueChange} />);
    await user.hover(trigger('Products'));
    expect(trigger('Products')).toHaveAttribute('aria-expanded', 'true');
    expect(nav()).toHaveAttribute('data-state', 'open');
    const panel = screen.getByTestId('products-panel');
    expect(panel).toBeVisible();
    expect(panel).toHaveAttribute('data-state', 'open');
    expect(panel.style.position).toBe('absolute');
    await user.hover(trigger('Help Center'));
    expect(trigger('Products')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger('Help Center')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Open a dispute' })).toBeVisible();
    expect(panel).not.toBeVisible();
    expect(onValueChange.mock.calls).toEqual([['products'], ['help']]);
    vi.useRealTimers();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('closes 150 ms after the pointer leaves, unless it comes back', async () => {
    const user = setupUser();
    render(<Header />);
    await user.hover(trigger('Products'));
    await user.unhover(trigger('Products'));
    expect(nav()).toHaveAttribute('data-state', 'closing');
    advance(100);
    // Moving into the panel cancels the close.
    await user.hover(screen.getByTestId('products-panel'));
    advance(1000);
    expect(trigger('Products')).toHaveAttribute('aria-expanded', 'true');
    await user.unhover(screen.getByTestId('products-panel'));
    advance(149);
    expect(trigger('Products')).toHaveAttribute('aria-expanded', 'true');
    advance(1);
    expect(trigger('Products')).toHaveAttribute('aria-expanded', 'false');
    expect(nav()).toHaveAttribute('data-state', 'closed');
  });

  it('waits for hover intent with an openDelay', async () => {
    const user = setupUser();
    render(<Header openDelay={100} />);
    await user.hover(trigger('Products'));
    expect(nav()).toHaveAttribute('data-state', 'opening');
    expect(trigger('Products')).toHaveAttribute('aria-expanded', 'false');
    advance(100);
    expect(trigger('Products')).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens with Enter, Space or ArrowDown and focuses the first link; Escape returns focus', async () => {
    const user = setupUser();
    render(<Header />);
    await user.tab();
    expect(trigger('Products')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(trigger('Products')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Sensors' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(trigger('Products')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger('Products')).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('link', { name: 'Sensors' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Sensors' })).toHaveFocus();
    // ArrowDown on an open trigger focuses the first link again.
    trigger('Products').focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Sensors' })).toHaveFocus();
    await user.keyboard('{Escape}');
    // Enter on an open trigger closes it.
    await user.keyboard('{ArrowDown}');
    trigger('Products').focus();
    await user.keyboard('{Enter}');
    expect(trigger('Products')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger('Products')).toHaveFocus();
    // Escape with nothing open does nothing.
    await user.keyboard('{Escape}');
    expect(trigger('Products')).toHaveFocus();
  });

  it('closes when focus tabs out of the section', async () => {
    const user = setupUser();
    render(<Header />);
    trigger('Products').focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('link', { name: 'View All' })).toHaveFocus();
    expect(trigger('Products')).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(trigger('Help Center')).toHaveFocus();
    expect(trigger('Products')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a link is followed, on navigation, and on a press outside', async () => {
    const user = setupUser();
    const { rerender } = render(<Header navigationKey="/" />);
    await user.click(trigger('Products'));
    expect(trigger('Products')).toHaveAttribute('aria-expanded', 'true');
    // jsdom cannot navigate: stop the default after React has handled the click.
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener('click', stay);
    await user.click(screen.getByRole('link', { name: 'Sensors' }));
    document.removeEventListener('click', stay);
    expect(trigger('Products')).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger('Help Center'));
    expect(trigger('Help Center')).toHaveAttribute('aria-expanded', 'true');
    rerender(<Header navigationKey="/dispute" />);
    expect(trigger('Help Center')).toHaveAttribute('aria-expanded', 'false');

    trigger('Help Center').focus();
    await user.keyboard('{Enter}');
    expect(trigger('Help Center')).toHaveAttribute('aria-expanded', 'true');
    // A press on blank panel space is inside the menu: it stays open.
    const helpPanel = screen.getByRole('link', { name: 'Open a dispute' }).parentElement;
    await user.pointer({ keys: '[MouseLeft]', target: helpPanel as HTMLElement });
    expect(trigger('Help Center')).toHaveAttribute('aria-expanded', 'true');
    await user.click(trigger('Outside'));
    expect(trigger('Help Center')).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps a section open on a mouse click; a tap toggles it', () => {
    render(<Header />);
    const products = trigger('Products');
    fireEvent.pointerDown(products, { pointerType: 'mouse' });
    fireEvent.click(products, { detail: 1 });
    fireEvent.click(products, { detail: 1 });
    expect(products).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(products, { pointerType: 'touch' });
    fireEvent.click(products, { detail: 1 });
    expect(products).toHaveAttribute('aria-expanded', 'false');
    // A touch pointer does not open or close by hover.
    fireEvent.pointerEnter(products, { pointerType: 'touch' });
    expect(products).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(products, { detail: 1 });
    fireEvent.pointerLeave(products, { pointerType: 'touch' });
    fireEvent.pointerLeave(screen.getByTestId('products-panel'), { pointerType: 'touch' });
    advance(1000);
    expect(products).toHaveAttribute('aria-expanded', 'true');
    // Focus leaving to no element (a click on blank space) keeps it open.
    fireEvent.blur(products, { relatedTarget: null });
    expect(products).toHaveAttribute('aria-expanded', 'true');
  });

  it('skips its own handlers when a user handler prevents the default', async () => {
    const user = setupUser();
    render(
      <MegaMenu.Root aria-label="Main">
        <MegaMenu.List>
          <MegaMenu.Item
            value="a"
            onKeyDown={(event) => {
              if (event.key === 'Escape') event.preventDefault();
            }}
          >
            <MegaMenu.Trigger onPointerEnter={(event) => event.preventDefault()}>
              A
            </MegaMenu.Trigger>
            <MegaMenu.Content>
              <MegaMenu.Link href="#a" onClick={(event) => event.preventDefault()}>
                A link
              </MegaMenu.Link>
            </MegaMenu.Content>
          </MegaMenu.Item>
        </MegaMenu.List>
      </MegaMenu.Root>,
    );
    await user.hover(trigger('A'));
    expect(trigger('A')).toHaveAttribute('aria-expanded', 'false');
    trigger('A').focus();
    await user.keyboard('{Enter}');
    expect(trigger('A')).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'A link' }));
    expect(trigger('A')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(trigger('A')).toHaveAttribute('aria-expanded', 'true');
  });

  it('renders onto children with asChild', async () => {
    const user = setupUser();
    render(
      <MegaMenu.Root asChild>
        <div data-testid="root">
          <MegaMenu.List asChild>
            <div>
              <MegaMenu.Item asChild>
                <section>
                  <MegaMenu.Trigger asChild>
                    <a href="/products">Products</a>
                  </MegaMenu.Trigger>
                  <MegaMenu.Content asChild>
                    <aside>
                      <MegaMenu.Link asChild>
                        <a href="/brands" data-router-link="">
                          Brands
                        </a>
                      </MegaMenu.Link>
                    </aside>
                  </MegaMenu.Content>
                </section>
              </MegaMenu.Item>
            </div>
          </MegaMenu.List>
        </div>
      </MegaMenu.Root>,
    );
    expect(screen.getByTestId('root')).toHaveAttribute('data-state', 'closed');
    const products = screen.getByRole('link', { name: 'Products' });
    expect(products).not.toHaveAttribute('type');
    await user.hover(products);
    expect(products).toHaveAttribute('aria-expanded', 'true');
    const brands = screen.getByRole('link', { name: 'Brands' });
    expect(brands.closest('aside')).toHaveAttribute('data-state', 'open');
    expect(products.closest('section')).toHaveAttribute('data-state', 'open');
  });

  it('throws outside its parents', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<MegaMenu.Link href="/" />)).toThrow(
      'MegaMenu.Link must be used within MegaMenu.Root',
    );
    expect(() =>
      render(
        <MegaMenu.Root>
          <MegaMenu.Trigger />
        </MegaMenu.Root>,
      ),
    ).toThrow('MegaMenu.Trigger must be used within MegaMenu.Item');
  });
});
