import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { renderWidget } from '../../test/renderWidget';
import { WidgetDialog } from './WidgetDialog';

function Harness({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  const name = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <WidgetDialog
        open={open}
        onOpenChange={(next) => {
          onOpenChange?.(next);
          setOpen(next);
        }}
        title="Request a Quote"
        description="Our team will reply within 24 hours."
        initialFocus={name}
      >
        <label>
          Name <input ref={name} />
        </label>
      </WidgetDialog>
    </>
  );
}

const dialog = () => document.querySelector('dialog') as HTMLDialogElement;

describe('WidgetDialog', () => {
  it('opens as a modal named by its title and described, focusing initialFocus', async () => {
    renderWidget(<Harness />);
    expect(dialog().open).toBe(false);
    expect(screen.queryByText('Request a Quote')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(dialog().open).toBe(true);
    const named = screen.getByRole('dialog', { name: 'Request a Quote' });
    expect(named).toHaveAccessibleDescription('Our team will reply within 24 hours.');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('closes on the close button and returns focus to the opener, unlocking scroll', async () => {
    const onOpenChange = vi.fn();
    renderWidget(<Harness onOpenChange={onOpenChange} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(dialog().open).toBe(false);
    expect(opener).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('turns the browser’s Escape (cancel) into a state change instead of closing itself', async () => {
    const onOpenChange = vi.fn();
    renderWidget(<Harness onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog(), cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    expect(dialog().open).toBe(false);
  });

  it('closes on a backdrop click but not on a click inside the panel', async () => {
    const onOpenChange = vi.fn();
    renderWidget(<Harness onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByLabelText('Name'));
    expect(onOpenChange).not.toHaveBeenCalled();
    fireEvent.click(dialog());
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('uses the overridden close label', async () => {
    renderWidget(
      <WidgetDialog open onOpenChange={() => {}} title="Sign In" closeLabel="Dismiss">
        x
      </WidgetDialog>,
    );
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
    expect(dialog().open).toBe(true);
  });
});
