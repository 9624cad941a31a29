import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useCheckoutFocus } from './useCheckoutFocus';

/** A two-step form: Next refuses an empty name (marking it invalid), else moves on. */
function Steps() {
  const [step, setStep] = useState(1);
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const focus = useCheckoutFocus(step);
  const invalid = tried && !name;
  return (
    <div ref={focus.panelRef}>
      <h2 ref={focus.headingRef} tabIndex={-1}>
        {step === 1 ? 'Shipping Information' : 'Billing Information'}
      </h2>
      <label>
        City <input />
      </label>
      <label>
        Name{' '}
        <input
          aria-invalid={invalid || undefined}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      <button
        type="button"
        onClick={() => {
          setTried(true);
          if (name) setStep(2);
          focus.validated();
        }}
      >
        Next
      </button>
      <button type="button">Elsewhere</button>
    </div>
  );
}

describe('useCheckoutFocus', () => {
  it('focuses the first invalid field after a move that found errors, the heading after a step change', async () => {
    const user = userEvent.setup();
    render(<Steps />);
    // Nothing moves the focus on the first render.
    expect(document.body).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    // Another refused Next focuses it again, from wherever the focus is.
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Rohan');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Billing Information' })).toHaveFocus();
  });

  it('leaves the focus alone on a re-render that is neither', async () => {
    const user = userEvent.setup();
    render(<Steps />);
    // Typing in a controlled field re-renders the form at each key.
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Rohan');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Rohan');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });
});
