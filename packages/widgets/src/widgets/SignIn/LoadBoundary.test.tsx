import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoadBoundary } from './LoadBoundary';

function Unloadable(): never {
  throw new TypeError('Failed to fetch dynamically imported module');
}

describe('LoadBoundary', () => {
  it('shows its children while they work', () => {
    render(
      <LoadBoundary fallback={<p>Fallback</p>}>
        <p>Loaded</p>
      </LoadBoundary>,
    );
    expect(screen.getByText('Loaded')).toBeInTheDocument();
    expect(screen.queryByText('Fallback')).toBeNull();
  });

  it('shows the fallback instead of a failed child and tells onError once', () => {
    const onError = vi.fn();
    // React reports the caught error on the console; the boundary is what is under test.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <LoadBoundary fallback={<p role="alert">An unexpected error occurred</p>} onError={onError}>
        <Unloadable />
      </LoadBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error occurred');
    expect(onError).toHaveBeenCalledTimes(1);
    rerender(
      <LoadBoundary fallback={<p role="alert">An unexpected error occurred</p>} onError={onError}>
        <Unloadable />
      </LoadBoundary>,
    );
    expect(onError).toHaveBeenCalledTimes(1);
    consoleError.mockRestore();
  });

  it('renders nothing without a fallback', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(
      <LoadBoundary>
        <Unloadable />
      </LoadBoundary>,
    );
    expect(container).toBeEmptyDOMElement();
    vi.mocked(console.error).mockRestore();
  });
});
