import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { Dialog, type DialogRootProps } from './Dialog';
import { useModalDialog } from './useModalDialog';

function Demo(props: DialogRootProps & { described?: boolean }) {
  const { described = true, ...root } = props;
  return (
    <Dialog.Root {...root}>
      <Dialog.Trigger>Request a Quote</Dialog.Trigger>
      <Dialog.Content className="modal">
        <Dialog.Title>Request a Quote</Dialog.Title>
        {described ? <Dialog.Description>We answer within a day.</Dialog.Description> : null}
        <label>
          Quantity <input name="quantity" />
        </label>
        <Dialog.Close />
      </Dialog.Content>
    </Dialog.Root>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Request a Quote' });
const dialog = () => screen.getByRole('dialog', { name: 'Request a Quote' });

describe('Dialog', () => {
  it('opens from its trigger as a named, described modal and closes with Escape back to it', async () => {
    const user = userEvent.setup();
    const { baseElement } = render(<Demo />);
    expect(trigger()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveAttribute('data-state', 'closed');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('We answer within a day.')).toBeNull();

    await user.click(trigger());
    expect(dialog().tagName).toBe('DIALOG');
    expect(dialog()).toHaveAttribute('open');
    expect(dialog()).toHaveAttribute('data-state', 'open');
    expect(dialog()).toHaveClass('modal');
    expect(dialog()).toHaveAccessibleDescription('We answer within a day.');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    // The dialog focusing steps: its first focusable element.
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(await axe(baseElement)).toHaveNoViolations();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger()).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('is described only while a Description is rendered', async () => {
    const user = userEvent.setup();
    render(<Demo described={false} />);
    await user.click(trigger());
    expect(dialog()).not.toHaveAttribute('aria-describedby');
  });

  it('closes from Close (labelled Close) and from a click on the backdrop, not inside', async () => {
    const user = userEvent.setup();
    render(<Demo />);
    await user.click(trigger());
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger()).toHaveFocus();

    await user.click(trigger());
    await user.click(screen.getByText('We answer within a day.'));
    expect(dialog()).toBeInTheDocument();
    await user.click(dialog());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is controlled by open and onOpenChange: Escape only asks', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const { rerender } = render(<Demo open={false} onOpenChange={onOpenChange} />);
    await user.click(trigger());
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<Demo open onOpenChange={onOpenChange} />);
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    // The browser's own close on Escape was cancelled: the owner's state decides.
    expect(dialog()).toHaveAttribute('open');
    rerender(<Demo open={false} onOpenChange={onOpenChange} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("skips its own handling when the user's handlers prevent the default", async () => {
    const user = userEvent.setup();
    const prevent = (event: { preventDefault(): void }) => event.preventDefault();
    render(
      <Dialog.Root defaultOpen>
        <Dialog.Content onCancel={prevent}>
          <Dialog.Title>Sign In</Dialog.Title>
          <Dialog.Close onClick={prevent}>Not now</Dialog.Close>
        </Dialog.Content>
      </Dialog.Root>,
    );
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toHaveAttribute('open');
  });

  it('renders Trigger and Close as the child element with asChild', async () => {
    const user = userEvent.setup();
    render(
      <Dialog.Root>
        <Dialog.Trigger asChild>
          <a href="#quote">Quote</a>
        </Dialog.Trigger>
        <Dialog.Content>
          <Dialog.Title>Quote</Dialog.Title>
          <Dialog.Close asChild>
            <a href="#close">Back</a>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Root>,
    );
    const link = screen.getByRole('link', { name: 'Quote' });
    expect(link).toHaveAttribute('aria-haspopup', 'dialog');
    expect(link).not.toHaveAttribute('type');
    await user.click(link);
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('throws when a part is used outside its root', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Dialog.Trigger />)).toThrow(
      'Dialog.Trigger must be used within Dialog.Root',
    );
    expect(() =>
      render(
        <Dialog.Root>
          <Dialog.Title />
        </Dialog.Root>,
      ),
    ).toThrow('Dialog.Title must be used within Dialog.Content');
    vi.restoreAllMocks();
  });
});

/** A dialog on the hook alone, as the widgets' and the storefront's are. */
function HookDemo({ withInitialFocus = false }: { withInitialFocus?: boolean }) {
  const [open, setOpen] = useState(false);
  const [nested, setNested] = useState(false);
  const initialFocus = useRef<HTMLButtonElement>(null);
  const beforeShow = vi.fn();
  const outer = useModalDialog({
    open,
    onOpenChange: setOpen,
    initialFocus: withInitialFocus ? initialFocus : undefined,
    beforeShow,
  });
  const inner = useModalDialog({ open: nested, onOpenChange: setNested });
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <dialog {...outer.getDialogProps()} data-before-show={beforeShow.mock.calls.length}>
        {open ? (
          <>
            <h2 {...outer.getTitleProps()}>Outer</h2>
            <button type="button">First</button>
            <button type="button" ref={initialFocus} onClick={() => setNested(true)}>
              Nested
            </button>
            <button {...outer.getCloseProps()}>Done</button>
            <dialog {...inner.getDialogProps()}>
              {nested ? (
                <>
                  <h2 {...inner.getTitleProps()}>Inner</h2>
                  <button {...inner.getCloseProps()}>Back</button>
                </>
              ) : null}
            </dialog>
          </>
        ) : null}
      </dialog>
    </>
  );
}

/** Records when beforeShow runs. */
function Probe({ order }: { order: string[] }) {
  const [open, setOpen] = useState(false);
  const modal = useModalDialog({
    open,
    onOpenChange: setOpen,
    beforeShow: (element) => order.push(`beforeShow ${element.tagName}`),
  });
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <dialog {...modal.getDialogProps()}>
        <h2 {...modal.getTitleProps()}>Probe</h2>
      </dialog>
    </>
  );
}

describe('useModalDialog', () => {
  it('focuses initialFocus, shares one scroll lock between nested dialogs, returns focus in order', async () => {
    const user = userEvent.setup();
    render(<HookDemo withInitialFocus />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('button', { name: 'Nested' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Nested' }));
    const inner = screen.getByRole('dialog', { name: 'Inner' });
    expect(within(inner).getByRole('button', { name: 'Back' })).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('hidden');

    // Escape goes to the topmost dialog only.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Nested' })).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('hidden');

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('keeps the page’s own overflow style, restoring it on close', async () => {
    const user = userEvent.setup();
    document.documentElement.style.overflow = 'scroll';
    render(<HookDemo />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('scroll');
    document.documentElement.style.overflow = '';
  });

  it('runs beforeShow before showModal, in the commit that opens it', async () => {
    const order: string[] = [];
    const showModal = vi
      .spyOn(HTMLDialogElement.prototype, 'showModal')
      .mockImplementation(function (this: HTMLDialogElement) {
        order.push('showModal');
        this.open = true;
      });
    render(<Probe order={order} />);
    act(() => screen.getByRole('button', { name: 'Open' }).click());
    expect(order).toEqual(['beforeShow DIALOG', 'showModal']);
    showModal.mockRestore();
  });
});
