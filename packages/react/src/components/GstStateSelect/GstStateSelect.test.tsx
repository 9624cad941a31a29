import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { GstStateSelect } from './GstStateSelect';

function Picker({ initial = '' }: { initial?: string }) {
  const [state, setState] = useState(initial);
  return (
    <label>
      State
      <GstStateSelect
        value={state}
        placeholder="Select a state"
        onChange={(event) => setState(event.currentTarget.value)}
      />
      <output>{state}</output>
    </label>
  );
}

describe('GstStateSelect', () => {
  it('offers the GST states with their codes, the name as the value', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    const select = screen.getByRole('combobox', { name: /State/ });
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options[0]).toBe('Select a state');
    expect(options).toContain('Haryana (06)');
    expect(options).toContain('Other Territory (97)');
    expect(select).toHaveValue('');
    await user.selectOptions(select, 'Karnataka (29)');
    expect(select).toHaveValue('Karnataka');
    expect(screen.getByRole('status')).toHaveTextContent('Karnataka');
  });

  it('shows a state given by its code or in another case as that state', () => {
    const { unmount } = render(<Picker initial="06" />);
    expect(screen.getByRole('combobox')).toHaveValue('Haryana');
    unmount();
    render(<Picker initial="tamil nadu" />);
    expect(screen.getByRole('combobox')).toHaveValue('Tamil Nadu');
  });
});
