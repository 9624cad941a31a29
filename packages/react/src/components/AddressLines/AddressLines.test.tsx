import { renderWithProvider } from '@storefront-kit/test-utils/react';
import { shop } from '@storefront-kit/test-utils/shop';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import { AddressLines } from './AddressLines';

const ADDRESS = {
  firstName: 'Asha',
  lastName: 'Verma',
  companyName: '',
  address_line1: '12 Udyog Vihar Phase 4',
  city: 'Gurugram',
  state: 'Haryana',
  pincode: '122015',
  country: 'India',
  email: 'asha@example.in',
  phone: '9876543210',
  gstNumber: '06AABCU9603R1ZM',
};

describe('AddressLines', () => {
  it('renders the address a line a span, with the GST number labelled in the embedder’s words', async () => {
    const storefront = shop({ messages: { 'checkout.reviewGstin': 'GST No. {gstin}' } });
    const { container } = renderWithProvider(
      <AddressLines address={ADDRESS} className="review" data-testid="address" />,
      { storefront },
    );
    const address = screen.getByTestId('address');
    expect(address.tagName).toBe('ADDRESS');
    expect(address).toHaveClass('review');
    expect([...address.children].map((line) => line.textContent)).toEqual([
      'Asha Verma',
      '12 Udyog Vihar Phase 4',
      'Gurugram, Haryana 122015',
      'India',
      'asha@example.in',
      '9876543210',
      'GST No. 06AABCU9603R1ZM',
    ]);
    expect(await axe(container)).toHaveNoViolations();
  });
});
