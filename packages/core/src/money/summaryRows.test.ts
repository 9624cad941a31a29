import { describe, expect, it } from 'vitest';
import { computeTotals } from './computeTotals';
import { summaryRows } from './summaryRows';

const line = (price: number, quantity: number) => ({ price, quantity });

describe('summaryRows', () => {
  it('shows subtotal, free shipping, tax and total for a plain cart', () => {
    const totals = computeTotals([line(100_000, 2)]);
    expect(summaryRows(totals)).toEqual([
      { row: 'subtotal', label: 'Subtotal (2 items)', value: '₹2,000.00' },
      { row: 'shipping', label: 'Shipping', value: 'Free' },
      { row: 'tax', label: 'Tax (18% GST)', value: '₹360.00' },
      { row: 'total', label: 'Total', value: '₹2,360.00' },
    ]);
  });

  it('adds the discount and the taxable value after it (tax after discount)', () => {
    const totals = computeTotals([line(100_000, 2)], { discount: 20_000 });
    expect(summaryRows(totals)).toEqual([
      { row: 'subtotal', label: 'Subtotal (2 items)', value: '₹2,000.00' },
      { row: 'discount', label: 'Discount', value: '-₹200.00' },
      { row: 'shipping', label: 'Shipping', value: 'Free' },
      { row: 'taxable', label: 'Taxable value', value: '₹1,800.00' },
      { row: 'tax', label: 'Tax (18% GST)', value: '₹324.00' },
      { row: 'total', label: 'Total', value: '₹2,124.00' },
    ]);
  });

  it("takes the shop's own words", () => {
    const totals = computeTotals([line(50_000, 1)]);
    expect(
      summaryRows(totals, {
        messages: { 'cart.shippingFree': 'No charge', 'cart.total': 'To pay' },
      })
        .filter(({ row }) => row === 'shipping' || row === 'total')
        .map(({ label, value }) => `${label}: ${value}`),
    ).toEqual(['Shipping: No charge', 'To pay: ₹590.00']);
  });
});
