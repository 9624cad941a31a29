import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema';
import { checkoutWithSandbox, HARYANA_ADDRESS, KARNATAKA_ADDRESS } from './helpers/fakeRazorpay';
import { FIXTURE } from './helpers/fixtures';
import { DATABASES, startTestServer, type TestServer } from './helpers/testServer';

const P = FIXTURE.products;

/** The cells of each row of the invoice's line table (tags stripped). */
function lineRows(html: string): string[][] {
  const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? '';
  return [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...(row[1] ?? '').matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((cell) => cell[1] ?? ''),
  );
}

/** The label and value of each row of the totals table. */
function totalRows(html: string): [string, string][] {
  const body = /<table class="totals"><tbody>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? '';
  return [...body.matchAll(/<td>([^<]*)<\/td><td class="num">([^<]*)<\/td>/g)].map((row) => [
    row[1] ?? '',
    row[2] ?? '',
  ]);
}

const paise = (text: string) => Math.round(Number(text.replace(/[₹,]/g, '')) * 100);

describe.each(DATABASES)('GST invoices on %s', (kind) => {
  let server: TestServer;
  let start = Date.parse('2026-11-22T06:00:00Z');
  let haryanaUrl = '';
  let karnatakaUrl = '';
  let haryanaOrderId = '';

  beforeAll(async () => {
    server = await startTestServer(kind, {
      now: () => {
        start += 1000;
        return new Date(start);
      },
    });
    await server.ctx.db.insert(products).values({
      id: 'prd_inv_odd',
      name: 'Phoenix Terminal Block',
      modelNumber: 'PT-2.5',
      sellingPrice: 99925,
      stockQuantity: 100,
      hsnCode: '85369090',
      categoryId: 'cat_relays',
    });
    const haryana = await server.signUpAndIn({ name: 'Asha Verma' });
    await haryana.client.cart.add({ id: P.sensor, quantity: 1 });
    await haryana.client.cart.add({ id: P.relay, quantity: 1 });
    await haryana.client.cart.add({ id: 'prd_inv_odd', quantity: 3 });
    const paid = await checkoutWithSandbox(server.url, haryana.client, {
      shipping_address: HARYANA_ADDRESS,
      billing_address: {
        ...HARYANA_ADDRESS,
        companyName: 'Verma <script>alert(1)</script> & Sons',
        address_line1: '"Quoted" Lane',
      },
    });
    haryanaOrderId = paid.orderId;
    haryanaUrl = paid.verified.data?.payment?.invoice_url ?? '';
    const karnataka = await server.signUpAndIn();
    await karnataka.client.cart.add({ id: P.plc, quantity: 1 });
    await karnataka.client.cart.add({ id: P.relay, quantity: 1 });
    await karnataka.client.offers.applyCoupon({ coupon_code: 'DIWALI10', order_amount: 0 });
    const other = await checkoutWithSandbox(server.url, karnataka.client, {
      shipping_address: KARNATAKA_ADDRESS,
      billing_address: KARNATAKA_ADDRESS,
    });
    karnatakaUrl = other.verified.data?.payment?.invoice_url ?? '';
  });
  afterAll(() => server.close());

  it('serves a Haryana order with CGST + SGST, line taxes summing to the order tax', async () => {
    expect(haryanaUrl).toMatch(
      new RegExp(`^${server.url}/api/v1/invoices/${haryanaOrderId}\\?expires=\\d+&sig=`),
    );
    // No bearer header: the signed link is the credential.
    const response = await fetch(haryanaUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/]+=*'; /);
    expect(csp).not.toMatch(/script-src|unsafe-inline|unsafe-eval/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).not.toMatch(/<script/i);
    // The policy allows exactly the page's one style element.
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(csp).toContain(
      `style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`,
    );
    expect(html).toContain('TAX INVOICE');
    expect(html).toContain('GSTIN: 06AAKCS4821M1Z0');
    expect(html).toContain('Gurugram, Haryana 122003');
    expect(html).toContain('<dt>Invoice number</dt><dd>SK/2026-27/000001</dd>');
    expect(html).toContain('<dt>Invoice date</dt><dd>22 Nov 2026</dd>');
    expect(html).toContain(`<dt>Order ID</dt><dd>${haryanaOrderId}</dd>`);
    expect(html).toContain('<dt>Place of supply</dt><dd>Haryana (06)</dd>');
    expect(html).toContain('<th class="num">CGST 9%</th><th class="num">SGST 9%</th>');
    expect(html).not.toContain('IGST');
    expect(lineRows(html)).toEqual([
      [
        '1',
        'Omron E2E Inductive Proximity Sensor M18',
        '85365090',
        '1',
        '1,450.50',
        '1,450.50',
        '0.00',
        '1,450.50',
        '130.55',
        '130.54',
        '1,711.59',
      ],
      [
        '2',
        'Omron G9SE Safety Relay',
        '85364900',
        '1',
        '1,850.00',
        '1,850.00',
        '0.00',
        '1,850.00',
        '166.50',
        '166.50',
        '2,183.00',
      ],
      // 18% of ₹2,997.75 is ₹539.595: the order's half paisa lands on this line.
      [
        '3',
        'Phoenix Terminal Block',
        '85369090',
        '3',
        '999.25',
        '2,997.75',
        '0.00',
        '2,997.75',
        '269.80',
        '269.80',
        '3,537.35',
      ],
    ]);
    const lineTax = lineRows(html).reduce(
      (sum, cells) => sum + paise(cells[8] ?? '') + paise(cells[9] ?? ''),
      0,
    );
    // GST of ₹6,298.25 = ₹1,133.685 → ₹1,133.69, as charged.
    expect(lineTax).toBe(113369);
    expect(totalRows(html)).toEqual([
      ['Subtotal', '₹6,298.25'],
      ['Shipping', 'Free'],
      ['Taxable value', '₹6,298.25'],
      ['CGST @ 9%', '₹566.85'],
      ['SGST @ 9%', '₹566.84'],
      ['Grand total', '₹7,431.94'],
    ]);
    expect(html).toContain(
      '<strong>Amount in words:</strong> Rupees Seven Thousand Four Hundred Thirty-One and Ninety-Four Paise Only',
    );
  });

  it('escapes every value', async () => {
    const html = await (await fetch(haryanaUrl)).text();
    expect(html).toContain('Verma &lt;script&gt;alert(1)&lt;/script&gt; &amp; Sons');
    expect(html).toContain('&quot;Quoted&quot; Lane');
    expect(html).not.toContain('<script>alert(1)');
  });

  it('serves an order to Karnataka with IGST 18%, the buyer GSTIN and the discount', async () => {
    const html = await (await fetch(karnatakaUrl)).text();
    expect(html).toContain('<dt>Invoice number</dt><dd>SK/2026-27/000002</dd>');
    expect(html).toContain('<dt>Place of supply</dt><dd>Karnataka (29)</dd>');
    expect(html).toContain('<th class="num">IGST 18%</th>');
    expect(html).not.toMatch(/CGST|SGST/);
    expect(html).toContain('GSTIN: 29AAACR5055K1Z5');
    expect(html).toContain('Kumar Controls');
    expect(lineRows(html)).toEqual([
      [
        '1',
        'Siemens S7-1200 CPU 1214C',
        '85371000',
        '1',
        '24,500.00',
        '24,500.00',
        '464.90',
        '24,035.10',
        '4,326.32',
        '28,361.42',
      ],
      [
        '2',
        'Omron G9SE Safety Relay',
        '85364900',
        '1',
        '1,850.00',
        '1,850.00',
        '35.10',
        '1,814.90',
        '326.68',
        '2,141.58',
      ],
    ]);
    expect(totalRows(html)).toEqual([
      ['Subtotal', '₹26,350.00'],
      ['Discount (DIWALI10)', '-₹500.00'],
      ['Shipping', 'Free'],
      // CGST Act s.15: the discount on the invoice comes off the value GST is charged on.
      ['Taxable value', '₹25,850.00'],
      ['IGST @ 18%', '₹4,653.00'],
      ['Grand total', '₹30,503.00'],
    ]);
    expect(html).toContain('Rupees Thirty Thousand Five Hundred Three Only');
  });
  // Signed links, their expiry and refusals (403, 410, 404): invoicePdf.test.ts.
});
