import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { renderWidget } from '../../../test/renderWidget';
import { RequestQuoteButton } from '../ProductCard/RequestQuoteButton';
import { type LazyComponent, lazyComponent } from './lazyComponent';
import { useLazyDialog } from './useLazyDialog';

interface FakeProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Stands in for the dialog module a real `import()` would bring. */
function FakeDialog({ open, onOpenChange }: FakeProps) {
  return open ? (
    <button type="button" onClick={() => onOpenChange(false)}>
      Loaded dialog
    </button>
  ) : null;
}

function Trigger({ lazy }: { lazy: LazyComponent<FakeProps> }) {
  const dialog = useLazyDialog(lazy);
  const { Dialog } = dialog;
  return (
    <>
      <RequestQuoteButton dialog={dialog} />
      <output data-testid="state">{dialog.state}</output>
      {Dialog ? <Dialog open={dialog.open} onOpenChange={dialog.setOpen} /> : null}
    </>
  );
}

describe('lazyComponent and useLazyDialog', () => {
  it('imports once for concurrent callers and keeps the component', async () => {
    const factory = vi.fn(async () => FakeDialog);
    const lazy = lazyComponent(factory);
    expect(lazy.peek()).toBeUndefined();
    const [first, second] = await Promise.all([lazy.load(), lazy.load()]);
    expect(first).toBe(FakeDialog);
    expect(second).toBe(FakeDialog);
    expect(lazy.peek()).toBe(FakeDialog);
    await lazy.load();
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('shows a failed import as an alert under the trigger, and the next click tries again', async () => {
    const user = userEvent.setup();
    let answer: (value: typeof FakeDialog) => void = () => {};
    const factory = vi
      .fn<() => Promise<typeof FakeDialog>>()
      .mockRejectedValueOnce(
        new TypeError('Failed to fetch dynamically imported module: https://cdn.example/q.js'),
      )
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const { container } = renderWidget(<Trigger lazy={lazyComponent(factory)} />);
    const button = screen.getByRole('button', { name: 'Request a Quote' });
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network Error: Failed to fetch dynamically imported module: https://cdn.example/q.js',
    );
    expect(screen.getByTestId('state')).toHaveTextContent('closed');
    expect(await axe(container)).toHaveNoViolations();

    await user.click(button);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(button).toHaveAttribute('aria-busy', 'true');
    answer(FakeDialog);
    await user.click(await screen.findByRole('button', { name: 'Loaded dialog' }));
    expect(screen.getByTestId('state')).toHaveTextContent('closed');
    expect(button).not.toHaveAttribute('aria-busy');
    expect(factory).toHaveBeenCalledTimes(2);
    // Loaded now: opening again needs no import.
    await user.click(button);
    expect(screen.getByRole('button', { name: 'Loaded dialog' })).toBeInTheDocument();
    await waitFor(() => expect(factory).toHaveBeenCalledTimes(2));
  });
});
