import { SHARE_TARGETS, shareLinks } from '@storefront-kit/core';
import { renderWithProvider } from '@storefront-kit/test-utils/react';
import { makeStorefront } from '@storefront-kit/test-utils/shop';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { ShareMenu, type ShareMenuRootProps } from './ShareMenu';

const stores: { dispose(): void }[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
  vi.useRealTimers();
});

// jsdom cannot navigate: links followed in these tests are cancelled after React's handlers.
const stay = (event: Event) => event.preventDefault();
beforeEach(() => document.addEventListener('click', stay));
afterEach(() => document.removeEventListener('click', stay));

const url = 'https://shop.example.in/products/details/relay-24v/prd_000001';
const description = 'General purpose relay, 24 V DC coil, 2 changeover contacts. '.repeat(5);

const renderUi = (ui: ReactElement) => {
  const storefront = makeStorefront({ autoLoad: false });
  stores.push(storefront);
  return renderWithProvider(ui, { storefront });
};

function Product(props: Partial<ShareMenuRootProps>) {
  return (
    <ShareMenu.Root url={url} title="Relay 24V" text={description} {...props}>
      <ShareMenu.Trigger />
      <ShareMenu.Content>
        {SHARE_TARGETS.map((target) => (
          <ShareMenu.Item key={target} target={target} />
        ))}
        <ShareMenu.CopyItem />
      </ShareMenu.Content>
      <ShareMenu.Status />
    </ShareMenu.Root>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Share' });
const menu = () => screen.getByRole('menu', { name: 'Share' });
const item = (name: string) => screen.getByRole('menuitem', { name });

describe('ShareMenu without a native share sheet', () => {
  it('opens a menu of the spec targets with their links and focuses the first', async () => {
    const user = userEvent.setup();
    const { container } = renderUi(<Product />);
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(await axe(container)).toHaveNoViolations();

    await user.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(trigger()).toHaveAttribute('aria-controls', menu().id);
    expect(menu()).toHaveAttribute('data-state', 'open');
    expect(container.firstElementChild).toHaveAttribute('data-state', 'open');
    const names = within(menu())
      .getAllByRole('menuitem')
      .map((el) => el.textContent);
    expect(names).toEqual(['WhatsApp', 'Facebook', 'Twitter', 'LinkedIn', 'Email', 'Copy link']);
    expect(item('WhatsApp')).toHaveFocus();

    const links = shareLinks({ url, title: 'Relay 24V', text: description });
    for (const target of SHARE_TARGETS) {
      const link = container.querySelector(`[data-target="${target}"]`);
      expect(link).toHaveAttribute('href', links[target]);
    }
    expect(item('WhatsApp')).toHaveAttribute('target', '_blank');
    expect(item('WhatsApp')).toHaveAttribute('rel', 'noopener noreferrer');
    expect(item('Email')).not.toHaveAttribute('target');
    expect(item('Email').getAttribute('href')).toMatch(/^mailto:\?subject=Relay%2024V&body=/);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('is keyboard operable: arrows wrap, Home/End, Escape returns the focus', async () => {
    const user = userEvent.setup();
    renderUi(<Product />);
    await user.tab();
    expect(trigger()).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('WhatsApp')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(item('Twitter')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Copy link')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('WhatsApp')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Copy link')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('WhatsApp')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger()).toHaveFocus();

    await user.keyboard('{ArrowUp}');
    expect(item('Copy link')).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard('{Enter}');
    expect(item('WhatsApp')).toHaveFocus();
    await user.keyboard('{Tab}');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('follows a link with Enter or Space, then closes and refocuses the trigger', async () => {
    const user = userEvent.setup();
    const followed: string[] = [];
    const onClick = (event: Event) => {
      const link = (event.target as Element).closest('a');
      if (link) followed.push(link.href);
    };
    document.addEventListener('click', onClick);
    renderUi(<Product />);
    await user.click(trigger());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(followed).toEqual([expect.stringContaining('facebook.com')]);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger()).toHaveFocus();

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown} ');
    expect(followed[1]).toContain('linkedin.com');
    expect(screen.queryByRole('menu')).toBeNull();
    document.removeEventListener('click', onClick);
  });

  it("copies the link and shows 'Link copied!'", async () => {
    const user = userEvent.setup();
    const { container } = renderUi(<Product />);
    await user.click(trigger());
    await user.click(item('Copy link'));
    expect(await navigator.clipboard.readText()).toBe(url);
    const copied = screen.getByRole('menuitem', { name: 'Link copied!' });
    expect(copied).toHaveAttribute('data-state', 'copied');
    expect(copied).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Link copied!');
    expect(container.firstElementChild).toHaveAttribute('data-share-state', 'copied');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the confirmation for exactly 2 s', async () => {
    // fireEvent, not user-event: testing-library's async wrapper waits on a real timeout.
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    renderUi(<Product shareOptions={{ writeText }} />);
    fireEvent.click(trigger());
    fireEvent.click(item('Copy link'));
    await act(async () => {});
    expect(writeText).toHaveBeenCalledWith(url);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied!');
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('status')).toHaveTextContent('Link copied!');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(item('Copy link')).toHaveAttribute('data-state', 'idle');
  });

  it('says so when the clipboard refuses, until the menu opens again', async () => {
    const user = userEvent.setup();
    renderUi(<Product shareOptions={{ writeText: () => Promise.reject(new Error('denied')) }} />);
    await user.click(trigger());
    await user.click(item('Copy link'));
    expect(screen.getByRole('status')).toHaveTextContent('Could not copy the link');
    expect(item('Could not copy the link')).toHaveAttribute('data-state', 'copy-failed');
    await user.keyboard('{Escape}');
    await user.click(trigger());
    expect(item('Copy link')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it("takes its labels from the message catalogue, with the embedder's overrides", async () => {
    const user = userEvent.setup();
    const storefront = makeStorefront({
      autoLoad: false,
      messages: {
        'share.whatsapp': 'WhatsApp par bhejen',
        'share.facebook': 'Facebook par',
        'share.twitter': 'X',
        'share.linkedin': 'LinkedIn par',
        'share.email': 'E-mail karen',
        'share.copyFailed': 'Link copy nahin hua',
      },
    });
    stores.push(storefront);
    renderWithProvider(
      <Product shareOptions={{ writeText: () => Promise.reject(new Error('denied')) }} />,
      { storefront },
    );
    await user.click(trigger());
    expect(
      within(menu())
        .getAllByRole('menuitem')
        .map((node) => node.textContent),
    ).toEqual([
      'WhatsApp par bhejen',
      'Facebook par',
      'X',
      'LinkedIn par',
      'E-mail karen',
      'Copy link',
    ]);
    await user.click(item('Copy link'));
    expect(screen.getByRole('status')).toHaveTextContent('Link copy nahin hua');
    expect(item('Link copy nahin hua')).toHaveAttribute('data-state', 'copy-failed');
  });

  it('closes on a click or focus outside', async () => {
    const user = userEvent.setup();
    renderUi(
      <>
        <Product />
        <button type="button">Elsewhere</button>
      </>,
    );
    await user.click(trigger());
    await user.click(item('Twitter').parentElement as HTMLElement);
    expect(menu()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(trigger());
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes when the trigger is used again', async () => {
    const user = userEvent.setup();
    renderUi(<Product />);
    await user.click(trigger());
    await user.click(trigger());
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('copies at once with fallback="copy" (order details)', async () => {
    const user = userEvent.setup();
    renderUi(
      <ShareMenu.Root url={url} fallback="copy">
        <ShareMenu.Trigger />
        <ShareMenu.Status>
          {(status) => (status === 'copied' ? 'Link copied to clipboard!' : null)}
        </ShareMenu.Status>
      </ShareMenu.Root>,
    );
    expect(trigger()).not.toHaveAttribute('aria-haspopup');
    expect(trigger()).not.toHaveAttribute('aria-expanded');
    await user.click(trigger());
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied to clipboard!');
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('ShareMenu with a native share sheet', () => {
  it('uses the sheet, not the menu', async () => {
    const user = userEvent.setup();
    const nativeShare = vi.fn(() => Promise.resolve());
    renderUi(<Product shareOptions={{ nativeShare }} />);
    await user.click(trigger());
    expect(nativeShare).toHaveBeenCalledWith({ url, title: 'Relay 24V', text: description });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('does nothing more when the shopper closes the sheet', async () => {
    const user = userEvent.setup();
    const abort = Object.assign(new Error('cancelled'), { name: 'AbortError' });
    renderUi(<Product shareOptions={{ nativeShare: () => Promise.reject(abort) }} />);
    await user.click(trigger());
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('falls back to the menu when the sheet fails, or when native sharing is off', async () => {
    const user = userEvent.setup();
    const failing = vi.fn(() => Promise.reject(new Error('NotAllowedError')));
    const { unmount } = renderUi(<Product shareOptions={{ nativeShare: failing }} />);
    await user.click(trigger());
    expect(menu()).toBeInTheDocument();
    unmount();

    const nativeShare = vi.fn(() => Promise.resolve());
    renderUi(<Product native={false} shareOptions={{ nativeShare }} />);
    await user.click(trigger());
    expect(nativeShare).not.toHaveBeenCalled();
    expect(menu()).toBeInTheDocument();
  });
});

describe('ShareMenu composition', () => {
  it('is controlled by open and onOpenChange', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const { rerender } = renderUi(<Product open={false} onOpenChange={onOpenChange} />);
    await user.click(trigger());
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(screen.queryByRole('menu')).toBeNull();
    rerender(<Product open onOpenChange={onOpenChange} />);
    expect(menu()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(menu()).toBeInTheDocument();
  });

  it('opens by default with defaultOpen, and keeps a hidden menu with forceMount', () => {
    renderUi(
      <ShareMenu.Root url={url} defaultOpen>
        <ShareMenu.Trigger />
        <ShareMenu.Content>
          <ShareMenu.CopyItem />
        </ShareMenu.Content>
      </ShareMenu.Root>,
    );
    expect(menu()).toBeVisible();
    const { container } = renderUi(
      <ShareMenu.Root url={url}>
        <ShareMenu.Trigger>Share this</ShareMenu.Trigger>
        <ShareMenu.Content forceMount>
          <ShareMenu.CopyItem />
        </ShareMenu.Content>
      </ShareMenu.Root>,
    );
    const hidden = container.querySelector('[role="menu"]');
    expect(hidden).toHaveAttribute('hidden');
    expect(hidden).toHaveAttribute('data-state', 'closed');
  });

  it('renders its own elements with asChild and custom content', async () => {
    const user = userEvent.setup();
    renderUi(
      <ShareMenu.Root url={url} title="Relay" asChild>
        <span data-testid="root">
          <ShareMenu.Trigger asChild>
            <button type="button" className="share">
              Share product
            </button>
          </ShareMenu.Trigger>
          <ShareMenu.Content asChild>
            <ul>
              <li role="none">
                <ShareMenu.Item target="whatsapp" asChild>
                  {/* biome-ignore lint/a11y/useValidAnchor: ShareMenu.Item gives the href. */}
                  <a className="wa">Send on WhatsApp</a>
                </ShareMenu.Item>
              </li>
              <li role="none">
                <ShareMenu.CopyItem>
                  {(status) => (status === 'copied' ? 'Done' : 'Copy')}
                </ShareMenu.CopyItem>
              </li>
            </ul>
          </ShareMenu.Content>
        </span>
      </ShareMenu.Root>,
    );
    expect(screen.getByTestId('root').tagName).toBe('SPAN');
    await user.click(screen.getByRole('button', { name: 'Share product' }));
    expect(screen.getByRole('menu').tagName).toBe('UL');
    const whatsapp = screen.getByRole('menuitem', { name: 'Send on WhatsApp' });
    expect(whatsapp).toHaveClass('wa');
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=Relay%20/);
    await user.click(screen.getByRole('menuitem', { name: 'Copy' }));
    expect(screen.getByRole('menuitem', { name: 'Done' })).toBeInTheDocument();
  });

  it("skips its own handling when the user's handlers prevent the default", async () => {
    const user = userEvent.setup();
    const prevent = (event: { preventDefault(): void }) => event.preventDefault();
    renderUi(
      <ShareMenu.Root url={url} defaultOpen>
        <ShareMenu.Trigger onClick={prevent} onKeyDown={prevent} />
        <ShareMenu.Content onKeyDown={prevent}>
          <ShareMenu.Item target="linkedin" onClick={prevent} />
          <ShareMenu.CopyItem onClick={prevent} />
        </ShareMenu.Content>
      </ShareMenu.Root>,
    );
    await user.keyboard('{Escape}');
    expect(menu()).toBeInTheDocument();
    await user.click(item('LinkedIn'));
    expect(menu()).toBeInTheDocument();
    await user.click(item('Copy link'));
    expect(item('Copy link')).toHaveAttribute('data-state', 'idle');
    await user.click(trigger());
    expect(menu()).toBeInTheDocument();
  });

  it('throws when a part is used outside Root', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderUi(<ShareMenu.Trigger />)).toThrow(
      'ShareMenu.Trigger must be used within ShareMenu.Root',
    );
    vi.restoreAllMocks();
  });
});
