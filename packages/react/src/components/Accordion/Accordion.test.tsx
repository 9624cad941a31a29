import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { Accordion, type AccordionRootProps } from './Accordion';

const SECTIONS = ['Shipping', 'Returns', 'Warranty'] as const;

function Faq({
  disabledItem,
  ...props
}: Partial<AccordionRootProps> & { disabledItem?: (typeof SECTIONS)[number] }) {
  return (
    <Accordion.Root {...props}>
      {SECTIONS.map((name) => (
        <Accordion.Item key={name} value={name} disabled={disabledItem === name}>
          <Accordion.Header>
            <Accordion.Trigger>{name}</Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content>{name} details</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

function Controlled() {
  const [value, setValue] = useState<string | null>('Returns');
  return (
    <>
      <output>{value ?? 'none'}</output>
      <Faq value={value} onValueChange={setValue} />
      <button type="button" onClick={() => setValue(null)}>
        Close all
      </button>
    </>
  );
}

const trigger = (name: string) => screen.getByRole('button', { name });
const openRegions = () => screen.queryAllByRole('region').map((r) => r.textContent);

describe('Accordion', () => {
  it('follows the WAI-ARIA accordion pattern, closed by default', async () => {
    const { container } = render(<Faq />);
    const shipping = trigger('Shipping');
    expect(shipping).toHaveAttribute('aria-expanded', 'false');
    expect(shipping).toHaveAttribute('data-state', 'closed');
    expect(shipping.parentElement?.tagName).toBe('H3');
    const content = document.getElementById(shipping.getAttribute('aria-controls') ?? '');
    expect(content).toHaveAttribute('role', 'region');
    expect(content).toHaveAttribute('aria-labelledby', shipping.id);
    expect(content).not.toBeVisible();
    expect(openRegions()).toEqual([]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('opens one item at a time and collapses the open one', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { container } = render(<Faq onValueChange={onValueChange} />);
    await user.click(trigger('Shipping'));
    expect(trigger('Shipping')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Shipping' })).toHaveTextContent('Shipping details');
    expect(screen.getByRole('region', { name: 'Shipping' })).toHaveAttribute('data-state', 'open');
    expect(await axe(container)).toHaveNoViolations();
    await user.click(trigger('Returns'));
    expect(openRegions()).toEqual(['Returns details']);
    expect(trigger('Shipping')).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger('Returns'));
    expect(openRegions()).toEqual([]);
    expect(onValueChange.mock.calls).toEqual([['Shipping'], ['Returns'], [null]]);
  });

  it('keeps the open item open when not collapsible', async () => {
    const user = userEvent.setup();
    render(<Faq defaultValue="Warranty" collapsible={false} />);
    expect(trigger('Warranty')).toHaveAttribute('aria-disabled', 'true');
    await user.click(trigger('Warranty'));
    expect(openRegions()).toEqual(['Warranty details']);
    await user.click(trigger('Shipping'));
    expect(openRegions()).toEqual(['Shipping details']);
    expect(trigger('Warranty')).not.toHaveAttribute('aria-disabled');
  });

  it('moves between headers with ArrowUp/ArrowDown/Home/End, skipping disabled ones', async () => {
    const user = userEvent.setup();
    render(<Faq disabledItem="Returns" />);
    expect(trigger('Returns')).toBeDisabled();
    expect(trigger('Returns').closest('[data-disabled]')).not.toBeNull();
    await user.tab();
    expect(trigger('Shipping')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(trigger('Warranty')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(trigger('Shipping')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(trigger('Warranty')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(trigger('Shipping')).toHaveFocus();
    await user.keyboard('{End}');
    expect(trigger('Warranty')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(openRegions()).toEqual(['Warranty details']);
    await user.keyboard(' ');
    expect(openRegions()).toEqual([]);
    await user.keyboard('a');
    expect(trigger('Warranty')).toHaveFocus();
  });

  it('keeps arrow navigation within its own accordion when nested', async () => {
    const user = userEvent.setup();
    render(
      <Accordion.Root defaultValue="outer">
        <Accordion.Item value="outer">
          <Accordion.Header>
            <Accordion.Trigger>Outer</Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content>
            <Faq />
          </Accordion.Content>
        </Accordion.Item>
        <Accordion.Item value="last">
          <Accordion.Header>
            <Accordion.Trigger>Last</Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content>Last details</Accordion.Content>
        </Accordion.Item>
      </Accordion.Root>,
    );
    trigger('Outer').focus();
    await user.keyboard('{ArrowDown}');
    expect(trigger('Last')).toHaveFocus();
    trigger('Returns').focus();
    await user.keyboard('{End}');
    expect(trigger('Warranty')).toHaveFocus();
  });

  it('is controllable', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    expect(openRegions()).toEqual(['Returns details']);
    await user.click(trigger('Shipping'));
    expect(screen.getByRole('status')).toHaveTextContent('Shipping');
    expect(openRegions()).toEqual(['Shipping details']);
    await user.click(trigger('Close all'));
    expect(openRegions()).toEqual([]);
  });

  it('does not change when controlled without a handler', async () => {
    const user = userEvent.setup();
    render(<Faq value="Shipping" />);
    await user.click(trigger('Returns'));
    expect(openRegions()).toEqual(['Shipping details']);
  });

  it('disables every item from the root', async () => {
    const user = userEvent.setup();
    render(
      <Accordion.Root disabled>
        <Accordion.Item value="x">
          <Accordion.Header>
            <Accordion.Trigger>Locked</Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content>Locked details</Accordion.Content>
        </Accordion.Item>
      </Accordion.Root>,
    );
    await user.click(trigger('Locked'));
    expect(trigger('Locked')).toBeDisabled();
    expect(screen.queryByRole('region', { name: 'Locked' })).toBeNull();
  });

  it('skips its own handlers when a user handler prevents the default', async () => {
    const user = userEvent.setup();
    render(
      <Accordion.Root>
        <Accordion.Item value="a">
          <Accordion.Header>
            <Accordion.Trigger onClick={(event) => event.preventDefault()}>A</Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content>A details</Accordion.Content>
        </Accordion.Item>
        <Accordion.Item value="b">
          <Accordion.Header>
            <Accordion.Trigger onKeyDown={(event) => event.preventDefault()}>B</Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content>B details</Accordion.Content>
        </Accordion.Item>
      </Accordion.Root>,
    );
    await user.click(trigger('A'));
    expect(openRegions()).toEqual([]);
    trigger('B').focus();
    await user.keyboard('{ArrowUp}');
    expect(trigger('B')).toHaveFocus();
  });

  it('renders onto children with asChild, and forceMount keeps closed content visible', () => {
    render(
      <Accordion.Root asChild>
        <section aria-label="Help">
          <Accordion.Item asChild value="a">
            <article>
              <Accordion.Header asChild>
                <h2>
                  <Accordion.Trigger asChild>
                    <a href="#a">A</a>
                  </Accordion.Trigger>
                </h2>
              </Accordion.Header>
              <Accordion.Content asChild forceMount>
                <p>A details</p>
              </Accordion.Content>
            </article>
          </Accordion.Item>
        </section>
      </Accordion.Root>,
    );
    const a = screen.getByRole('link', { name: 'A' });
    expect(a).toHaveAttribute('aria-expanded', 'false');
    expect(a).not.toHaveAttribute('type');
    expect(a.closest('h2')).not.toBeNull();
    expect(a.closest('article')).toHaveAttribute('data-state', 'closed');
    const content = screen.getByText('A details');
    expect(content.tagName).toBe('P');
    expect(content).toBeVisible();
    expect(content).toHaveAttribute('data-state', 'closed');
  });

  it('throws outside its parents', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Accordion.Item value="x" />)).toThrow(
      'Accordion.Item must be used within Accordion.Root',
    );
    expect(() =>
      render(
        <Accordion.Root>
          <Accordion.Trigger />
        </Accordion.Root>,
      ),
    ).toThrow('Accordion.Trigger must be used within Accordion.Item');
  });
});
