import { describe, expect, it } from 'vitest';
import { financialYear } from '../src/services/invoiceNumber';
import { computeInvoiceTaxes, placeOfSupplyOf, taxRegime } from '../src/services/invoiceTaxes';
import { amountInWords, indianNumberInWords } from '../src/services/invoiceWords';

describe('indianNumberInWords', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [19, 'Nineteen'],
    [40, 'Forty'],
    [99, 'Ninety-Nine'],
    [100, 'One Hundred'],
    [101, 'One Hundred One'],
    [1000, 'One Thousand'],
    [99_999, 'Ninety-Nine Thousand Nine Hundred Ninety-Nine'],
    [1_00_000, 'One Lakh'],
    [12_34_567, 'Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven'],
    [1_00_00_000, 'One Crore'],
    [1_23_45_678, 'One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight'],
    [1_00_00_00_000, 'One Hundred Crore'],
    [
      1_23_456_78_90_123,
      'One Lakh Twenty-Three Thousand Four Hundred Fifty-Six Crore Seventy-Eight Lakh Ninety Thousand One Hundred Twenty-Three',
    ],
  ])('%i → %s', (value, words) => {
    expect(indianNumberInWords(value)).toBe(words);
  });
});

describe('amountInWords', () => {
  it('spells rupees and paise', () => {
    expect(amountInWords(218343)).toBe(
      'Rupees Two Thousand One Hundred Eighty-Three and Forty-Three Paise Only',
    );
    expect(amountInWords(3059300)).toBe('Rupees Thirty Thousand Five Hundred Ninety-Three Only');
    expect(amountInWords(5)).toBe('Rupees Zero and Five Paise Only');
  });
});

describe('financialYear', () => {
  it('runs April to March in India time', () => {
    expect(financialYear(new Date('2026-11-22T06:00:00Z'))).toBe('2026-27');
    expect(financialYear(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27');
    // 1 April 00:00 IST
    expect(financialYear(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
    expect(financialYear(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00');
  });
});

describe('computeInvoiceTaxes', () => {
  const items = [
    { name: 'A', hsnCode: '1', quantity: 1, unitPrice: 101, amount: 101 },
    { name: 'B', hsnCode: '2', quantity: 1, unitPrice: 101, amount: 101 },
    { name: 'C', hsnCode: '3', quantity: 1, unitPrice: 101, amount: 101 },
  ];
  // GST of 303 paise = 54.54 → 55 paise, over three equal lines: 19 + 18 + 18.
  const order = { tax: 55, shipping: 0, discount: 0 };

  it('splits the order tax across lines exactly, odd paise to CGST and SGST in turn', () => {
    const taxes = computeInvoiceTaxes({ ...order, state: ' haryana ' }, items);
    expect(taxes.regime).toBe('intra-state');
    expect(taxes.lines.map((line) => [line.cgst, line.sgst, line.igst])).toEqual([
      [10, 9, 0],
      [9, 9, 0],
      [9, 9, 0],
    ]);
    expect(taxes).toMatchObject({
      subtotal: 303,
      taxable: 303,
      cgst: 28,
      sgst: 27,
      igst: 0,
      tax: 55,
      grandTotal: 358,
    });
  });

  it('uses IGST outside Haryana', () => {
    const taxes = computeInvoiceTaxes({ ...order, state: 'Maharashtra' }, items);
    expect(taxes.lines.map((line) => line.igst)).toEqual([19, 18, 18]);
    expect(taxes).toMatchObject({ cgst: 0, sgst: 0, igst: 55, tax: 55 });
    expect(taxRegime(placeOfSupplyOf({ state: 'Tamil  Nadu' }))).toBe('inter-state');
    expect(taxRegime(placeOfSupplyOf({ state: 'HR' }))).toBe('intra-state');
  });

  it('takes the place of supply stored with the order, else the shipping state by name', () => {
    expect(
      placeOfSupplyOf({
        state: 'Karnataka',
        placeOfSupplyState: 'Haryana',
        placeOfSupplyCode: '06',
      }),
    ).toEqual({ state: 'Haryana', code: '06', label: 'Haryana (06)' });
    expect(placeOfSupplyOf({ state: ' haryana ' })).toEqual({
      state: 'Haryana',
      code: '06',
      label: 'Haryana (06)',
    });
    // An old order's text that names no state: shown as typed, taxed as inter-state.
    expect(placeOfSupplyOf({ state: 'Gurgaon side' })).toEqual({
      state: 'Gurgaon side',
      code: null,
      label: 'Gurgaon side',
    });
    const taxes = computeInvoiceTaxes({ ...order, state: 'Gurgaon side' }, items);
    expect(taxes.regime).toBe('inter-state');
  });

  it('takes the discount off the lines’ taxable values, which add up to the order’s', () => {
    // ₹15,190 less a ₹1,000 coupon: ₹14,190 taxable, GST ₹2,554.20.
    const goods = [
      { name: 'PLC', hsnCode: '85371000', quantity: 1, unitPrice: 1000000, amount: 1000000 },
      { name: 'Relay', hsnCode: '85364900', quantity: 2, unitPrice: 259500, amount: 519000 },
    ];
    const taxes = computeInvoiceTaxes(
      { tax: 255420, shipping: 0, discount: 100000, state: 'Karnataka' },
      goods,
    );
    expect(taxes.lines.map((line) => [line.discount, line.taxable, line.igst])).toEqual([
      [65833, 934167, 168150],
      [34167, 484833, 87270],
    ]);
    expect(taxes).toMatchObject({
      subtotal: 1519000,
      discount: 100000,
      taxable: 1419000,
      igst: 255420,
      tax: 255420,
      grandTotal: 1674420,
    });
  });

  it('invoices charged shipping as a taxable line of its own', () => {
    const taxes = computeInvoiceTaxes(
      { tax: 2700, shipping: 5000, discount: 0, state: 'Haryana' },
      [{ name: 'A', hsnCode: '1', quantity: 1, unitPrice: 10000, amount: 10000 }],
    );
    expect(taxes.lines.map((line) => [line.name, line.taxable, line.cgst, line.sgst])).toEqual([
      ['A', 10000, 900, 900],
      ['Shipping', 5000, 450, 450],
    ]);
    expect(taxes).toMatchObject({ taxable: 15000, tax: 2700, grandTotal: 17700 });
  });
});
