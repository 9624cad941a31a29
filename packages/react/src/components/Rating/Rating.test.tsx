import { renderWithProvider } from '@storefront-kit/test-utils/react';
import { shop } from '@storefront-kit/test-utils/shop';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import { Rating } from './Rating';

describe('Rating', () => {
  it('shows a real rating rounded down to one decimal, with an accessible label', async () => {
    const { container } = render(<Rating value={4.36} count={7} />);
    const rating = screen.getByRole('img', { name: 'Rated 4.3 out of 5 from 7 reviews' });
    expect(rating).toHaveAttribute('data-state', 'rated');
    expect([...rating.children].map((star) => star.getAttribute('data-fill'))).toEqual([
      'full',
      'full',
      'full',
      'full',
      'empty',
    ]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('draws a half star as half a star: 4.5 is not drawn as 5', async () => {
    const { container } = render(<Rating value={4.5} count={12} />);
    const rating = screen.getByRole('img', { name: 'Rated 4.5 out of 5 from 12 reviews' });
    const stars = [...rating.children] as HTMLElement[];
    expect(stars.map((star) => star.getAttribute('data-fill'))).toEqual([
      'full',
      'full',
      'full',
      'full',
      'half',
    ]);
    expect(stars.slice(0, 4).map((star) => star.textContent)).toEqual(['★', '★', '★', '★']);
    // The fifth: an outline star with a filled one over it, clipped to its first half.
    const half = stars[4]!.firstElementChild as HTMLElement;
    expect(half.style.position).toBe('relative');
    expect(half.firstChild?.textContent).toBe('☆');
    const fill = half.lastElementChild as HTMLElement;
    expect(fill.textContent).toBe('★');
    expect(fill.style).toMatchObject({
      position: 'absolute',
      width: '50%',
      overflow: 'hidden',
      whiteSpace: 'nowrap',
    });
    // Below the half mark the star is empty, from it on half.
    render(<Rating value={4.4} count={1} data-testid="under" />);
    expect(screen.getByTestId('under').lastElementChild?.textContent).toBe('☆');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('marks half stars', () => {
    render(<Rating value={3.5} count={2} renderStar={(fill) => fill[0]} />);
    expect(screen.getByRole('img').textContent).toBe('fffhe');
  });

  it('renders nothing without real reviews (no invented ratings)', () => {
    const { container } = render(
      <>
        <Rating value={null} />
        <Rating value={4} count={0} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('says the rating without a count when none is given', () => {
    render(<Rating value={4} />);
    expect(screen.getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeInTheDocument();
  });

  it("uses the embedder's message overrides for its label", () => {
    const storefront = shop({
      messages: {
        'product.ratedFrom': '{rating}/{max} ({count} samiksha)',
        'product.rated': '{rating}/{max}',
      },
    });
    renderWithProvider(
      <>
        <Rating value={4.36} count={7} />
        <Rating value={3} max={10} />
      </>,
      { storefront },
    );
    expect(screen.getByRole('img', { name: '4.3/5 (7 samiksha)' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '3.0/10' })).toBeInTheDocument();
  });
});
