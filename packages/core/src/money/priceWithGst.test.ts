import { describe, expect, it } from 'vitest';
import { priceWithGst } from './priceWithGst';

describe('priceWithGst', () => {
  it('labels a listed price as excluding GST and gives the GST-inclusive figure', () => {
    expect(priceWithGst(2_685_000)).toEqual({
      net: 2_685_000,
      gst: 483_300,
      gross: 3_168_300,
      netLabel: '₹26,850.00 + 18% GST',
      grossLabel: '₹31,683.00 incl. GST',
    });
  });

  it('rounds the GST of an odd paisa amount half up, once', () => {
    // 18 % of ₹0.25 is 4.5 paise: 5.
    expect(priceWithGst(25)).toMatchObject({ gst: 5, gross: 30, grossLabel: '₹0.30 incl. GST' });
  });

  it('treats a negative price as zero rather than print a negative GST', () => {
    expect(priceWithGst(-100)).toMatchObject({ net: 0, gst: 0, gross: 0 });
  });
});
