import { ApiError, type StorefrontClient } from '@storefront-kit/core';
import { pdfLines } from '@storefront-kit/test-utils/pdfText';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, settings } from '../src/db/schema';
import { INVOICE_LINK_EXPIRED, INVOICE_LINK_INVALID } from '../src/routes/invoiceRoutes';
import { createInvoiceLinks, INVOICE_LINK_TTL_MS } from '../src/services/invoiceLink';
import {
  checkoutWithSandbox,
  createOrderForCart,
  HARYANA_ADDRESS,
  KARNATAKA_ADDRESS,
} from './helpers/fakeRazorpay';
import { FIXTURE } from './helpers/fixtures';
import { DATABASES, startTestServer, type TestServer } from './helpers/testServer';

const P = FIXTURE.products;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const paise = (text: string) => Math.round(Number(text.replace(/[₹,\s]/g, '')) * 100);

/** The amount on the PDF line that starts with `label` (e.g. 'Grand total ₹7,431.94'). */
function amountOf(lines: readonly string[], label: string): number {
  const line = lines.find((candidate) => candidate.startsWith(`${label} `));
  if (!line) throw new Error(`No line '${label} …' in:\n${lines.join('\n')}`);
  return paise(line.slice(label.length));
}

/** The cells of each row of the HTML invoice's line table (tags stripped). */
function htmlRows(html: string): string[][] {
  const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? '';
  return [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...(row[1] ?? '').matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((cell) => cell[1] ?? ''),
  );
}

/** The label and value of each row of the HTML invoice's totals table. */
function htmlTotals(html: string): string[] {
  const body = /<table class="totals"><tbody>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? '';
  return [...body.matchAll(/<td>([^<]*)<\/td><td class="num">([^<]*)<\/td>/g)].map(
    (row) => `${row[1]} ${row[2]}`,
  );
}

interface PaidOrder {
  orderId: string;
  client: StorefrontClient;
  invoiceUrl: string;
  pdfUrl: string;
  expiresAt: string;
}

describe.each(DATABASES)('PDF invoices and expiring invoice links on %s', (kind) => {
  let server: TestServer;
  /** The server's clock runs this far ahead of the real one (tokens still use the real one). */
  let ahead = 0;
  let haryana: PaidOrder;
  let karnataka: PaidOrder;

  const orderRow = async (orderId: string) => {
    const [row] = await server.ctx.db.select().from(orders).where(eq(orders.orderId, orderId));
    if (!row) throw new Error(`no order ${orderId}`);
    return row;
  };

  const pdf = async (url: string) => {
    const response = await fetch(url);
    expect(response.status, url).toBe(200);
    return new Uint8Array(await response.arrayBuffer());
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { now: () => new Date(Date.now() + ahead) });
    const first = await server.signUpAndIn({ name: 'Asha Verma' });
    await first.client.cart.add({ id: P.sensor, quantity: 2 });
    await first.client.cart.add({ id: P.relay, quantity: 1 });
    const paid = await checkoutWithSandbox(server.url, first.client, {
      shipping_address: HARYANA_ADDRESS,
      billing_address: { ...HARYANA_ADDRESS, companyName: 'Verma & Sons' },
    });
    const payment = paid.verified.data?.payment;
    haryana = {
      orderId: paid.orderId,
      client: first.client,
      invoiceUrl: payment?.invoice_url ?? '',
      pdfUrl: payment?.invoice_pdf_url ?? '',
      expiresAt: payment?.invoice_expires_at ?? '',
    };
    const second = await server.signUpAndIn();
    await second.client.cart.add({ id: P.plc, quantity: 1 });
    await second.client.cart.add({ id: P.relay, quantity: 1 });
    await second.client.offers.applyCoupon({ coupon_code: 'DIWALI10', order_amount: 0 });
    const other = await checkoutWithSandbox(server.url, second.client, {
      shipping_address: KARNATAKA_ADDRESS,
      billing_address: KARNATAKA_ADDRESS,
    });
    const otherPayment = (await second.client.orders.get(other.orderId)).data.payment;
    karnataka = {
      orderId: other.orderId,
      client: second.client,
      invoiceUrl: otherPayment?.invoice_url ?? '',
      pdfUrl: otherPayment?.invoice_pdf_url ?? '',
      expiresAt: otherPayment?.invoice_expires_at ?? '',
    };
  });
  afterAll(() => server.close());

  it('gives a paid order an HTML and a PDF link, signed and valid for 7 days', async () => {
    const base = `${server.url}/api/v1/invoices/${haryana.orderId}`;
    expect(haryana.invoiceUrl).toMatch(
      new RegExp(`^${base}\\?expires=\\d{10}&sig=[A-Za-z0-9_-]{43}$`),
    );
    expect(haryana.pdfUrl).toBe(haryana.invoiceUrl.replace('?', '/pdf?'));
    const expires = Number(new URL(haryana.invoiceUrl).searchParams.get('expires'));
    expect(new Date(expires * 1000).toISOString()).toBe(haryana.expiresAt);
    // 7 days, rounded up to the hour: the same links in every answer within the hour.
    const left = Date.parse(haryana.expiresAt) - Date.now();
    expect(left).toBeGreaterThan(INVOICE_LINK_TTL_MS - 60_000);
    expect(left).toBeLessThanOrEqual(INVOICE_LINK_TTL_MS + HOUR);
    expect(Date.parse(haryana.expiresAt) % HOUR).toBe(0);
    // The list carries the same kind of links.
    const list = await haryana.client.orders.list();
    const listed = list.data.find((order) => order.order_id === haryana.orderId)?.payment;
    expect(listed?.invoice_pdf_url).toMatch(new RegExp(`^${base}/pdf\\?expires=\\d{10}&sig=`));
    expect(listed?.invoice_expires_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('serves the PDF as a download without the bearer token', async () => {
    const response = await fetch(haryana.pdfUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="Invoice-SK-2026-27-000001.pdf"',
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-encoding')).toBeNull();
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  });

  it('states a Haryana order’s taxable value, CGST + SGST and the amount charged', async () => {
    const row = await orderRow(haryana.orderId);
    const lines = await pdfLines(await pdf(haryana.pdfUrl));
    expect(lines).toContain('TAX INVOICE');
    expect(lines).toContain('Invoice number SK/2026-27/000001');
    expect(lines).toContain(`Order ID ${haryana.orderId}`);
    expect(lines.some((line) => line.startsWith('Place of supply Haryana'))).toBe(true);
    expect(lines).toContain('GSTIN: 06AAKCS4821M1Z0 · PAN: AAKCS4821M');
    // The tax note is the third column beside the parties' first lines.
    expect(lines.some((line) => line.endsWith(' Intra-state supply: CGST 9% + SGST 9%'))).toBe(
      true,
    );
    expect(lines.join('\n')).not.toContain('IGST');
    const taxable = amountOf(lines, 'Taxable value');
    const cgst = amountOf(lines, 'CGST @ 9%');
    const sgst = amountOf(lines, 'SGST @ 9%');
    expect(taxable).toBe(row.subtotal - row.discount + row.shipping);
    expect(cgst + sgst).toBe(row.tax);
    expect(Math.abs(cgst - sgst)).toBeLessThanOrEqual(1);
    // The grand total is what the gateway was asked to charge, and what the order says.
    const grand = amountOf(lines, 'Grand total');
    expect(grand).toBe(row.total);
    expect(grand).toBe(
      Math.round((await haryana.client.orders.get(haryana.orderId)).data.total_amount * 100),
    );
    expect(grand).toBe(taxable + cgst + sgst);
    expect(lines.some((line) => line.startsWith('Amount in words: Rupees '))).toBe(true);
  });

  it('states an order to another state with IGST only, the buyer GSTIN and the discount', async () => {
    const row = await orderRow(karnataka.orderId);
    const lines = await pdfLines(await pdf(karnataka.pdfUrl));
    expect(lines.some((line) => line.endsWith(' Inter-state supply: IGST 18%'))).toBe(true);
    expect(lines.join('\n')).not.toMatch(/CGST|SGST/);
    expect(lines.some((line) => line.includes('GSTIN: 29AAACR5055K1Z5'))).toBe(true);
    expect(lines.some((line) => line.startsWith('Place of supply Karnataka'))).toBe(true);
    expect(amountOf(lines, 'Discount (DIWALI10)')).toBe(-row.discount);
    const taxable = amountOf(lines, 'Taxable value');
    const igst = amountOf(lines, 'IGST @ 18%');
    expect(taxable).toBe(row.subtotal - row.discount + row.shipping);
    expect(igst).toBe(row.tax);
    expect(amountOf(lines, 'Grand total')).toBe(row.total);
    expect(taxable + igst).toBe(row.total);
  });

  it('says in the PDF what the HTML invoice says (one model)', async () => {
    for (const order of [haryana, karnataka]) {
      const html = await (await fetch(order.invoiceUrl)).text();
      const lines = await pdfLines(await pdf(order.pdfUrl));
      const rows = htmlRows(html);
      expect(rows.length).toBeGreaterThan(0);
      for (const cells of rows) expect(lines).toContain(cells.join(' '));
      const totals = htmlTotals(html);
      expect(totals.length).toBeGreaterThan(3);
      for (const total of totals) expect(lines).toContain(total);
      const words = /<strong>Amount in words:<\/strong> ([^<]*)<\/p>/.exec(html)?.[1];
      expect(lines).toContain(`Amount in words: ${words}`);
    }
  });

  it('refuses tampered links with 403 before looking anything up', async () => {
    const url = new URL(haryana.pdfUrl);
    const expires = url.searchParams.get('expires') ?? '';
    const sig = url.searchParams.get('sig') ?? '';
    const otherSig = new URL(karnataka.pdfUrl).searchParams.get('sig') ?? '';
    const path = `${url.origin}${url.pathname}`;
    const htmlPath = path.replace(/\/pdf$/, '');
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    const attempts = [
      path,
      `${path}?expires=${expires}`,
      `${path}?expires=${expires}&sig=`,
      `${path}?expires=${expires}&sig=${flipped}`,
      `${path}?expires=${expires}&sig=${sig.slice(0, 20)}`,
      `${path}?expires=${Number(expires) + DAY / 1000}&sig=${sig}`,
      `${path}?expires=${expires}abc&sig=${sig}`,
      `${path}?expires=${expires}&sig=${otherSig}`,
      `${htmlPath}?expires=${expires}&sig=${flipped}`,
      `${server.url}/api/v1/invoices/order_Unknown000001/pdf?expires=${expires}&sig=${sig}`,
    ];
    for (const attempt of attempts) {
      const response = await fetch(attempt);
      expect(response.status, attempt).toBe(403);
      expect(await response.json()).toEqual({
        meta: { status: false, message: INVOICE_LINK_INVALID },
        data: null,
      });
    }
  });

  it('answers 404 for an unpaid order even with a valid signature', async () => {
    const { client } = await server.signUpAndIn();
    await client.cart.add({ id: P.relay, quantity: 1 });
    const order = await createOrderForCart(client);
    const [secret] = await server.ctx.db
      .select()
      .from(settings)
      .where(eq(settings.key, 'invoice_link_secret'));
    const links = createInvoiceLinks(secret?.value ?? '').issue(
      server.url,
      order.order_id,
      new Date(),
    );
    for (const url of [links.invoice_url, links.invoice_pdf_url]) {
      const response = await fetch(url);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        meta: { status: false, message: 'Invoice not found' },
        data: null,
      });
    }
    // The owner cannot get invoice links for it either.
    const refusal = await client.orders.invoiceLinks(order.order_id).catch((error) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).status).toBe(409);
    expect(JSON.stringify((refusal as ApiError).body)).toContain(
      'This order has no invoice yet: it is issued once the order is paid',
    );
  });

  it('re-issues links only to the order’s owner', async () => {
    const stranger = await server.signUpAndIn();
    for (const id of [haryana.orderId, 'order_Unknown000001']) {
      const refusal = await stranger.client.orders.invoiceLinks(id).catch((error) => error);
      expect(refusal).toBeInstanceOf(ApiError);
      expect((refusal as ApiError).status).toBe(404);
      expect(JSON.stringify((refusal as ApiError).body)).toContain('Order not found');
    }
    const anonymous = await server.client.orders.invoiceLinks(haryana.orderId).catch((e) => e);
    expect((anonymous as ApiError).status).toBe(401);
  });

  it('expires links after 7 days (410 with a clear message) and re-issues working ones', async () => {
    const oldSig = new URL(haryana.invoiceUrl).searchParams.get('sig');
    // Still good an instant before its time…
    ahead = Date.parse(haryana.expiresAt) - Date.now() - 5000;
    expect((await fetch(haryana.pdfUrl)).status).toBe(200);
    // …and gone after it.
    ahead = Date.parse(haryana.expiresAt) - Date.now() + 1000;
    try {
      for (const url of [haryana.invoiceUrl, haryana.pdfUrl]) {
        const response = await fetch(url);
        expect(response.status, url).toBe(410);
        expect(await response.json()).toEqual({
          meta: { status: false, message: INVOICE_LINK_EXPIRED },
          data: null,
        });
      }
      // A browser tab gets a short page that says the same, no stack and no script.
      const page = await fetch(haryana.pdfUrl, {
        headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
      });
      expect(page.status).toBe(410);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
      const text = await page.text();
      expect(text).toContain('<h1>Invoice unavailable</h1>');
      expect(text).toContain(`<p>${INVOICE_LINK_EXPIRED}</p>`);
      expect(text).not.toMatch(/<script|at \w+ \(|Error:/);

      const fresh = await haryana.client.orders.invoiceLinks(haryana.orderId);
      expect(fresh.meta.status).toBe(true);
      expect(Date.parse(fresh.data.invoice_expires_at)).toBeGreaterThan(
        Date.parse(haryana.expiresAt) + INVOICE_LINK_TTL_MS - DAY,
      );
      expect(new URL(fresh.data.invoice_url).searchParams.get('sig')).not.toBe(oldSig);
      expect(fresh.data.invoice_pdf_url).toBe(fresh.data.invoice_url.replace('?', '/pdf?'));
      const html = await fetch(fresh.data.invoice_url);
      expect(html.status).toBe(200);
      expect(await html.text()).toContain('SK/2026-27/000001');
      const lines = await pdfLines(await pdf(fresh.data.invoice_pdf_url));
      expect(amountOf(lines, 'Grand total')).toBe((await orderRow(haryana.orderId)).total);
      // The order's own links are fresh again too.
      const again = (await haryana.client.orders.get(haryana.orderId)).data.payment;
      expect((await fetch(again?.invoice_pdf_url ?? '')).status).toBe(200);
    } finally {
      ahead = 0;
    }
  });

  it('treats a link from before links expired (signature over the order id alone) as expired', async () => {
    const [secret] = await server.ctx.db
      .select()
      .from(settings)
      .where(eq(settings.key, 'invoice_link_secret'));
    const { createHmac } = await import('node:crypto');
    const legacy = createHmac('sha256', secret?.value ?? '')
      .update(`invoice:${haryana.orderId}`)
      .digest('base64url');
    const response = await fetch(`${server.url}/api/v1/invoices/${haryana.orderId}?sig=${legacy}`);
    expect(response.status).toBe(410);
    expect(((await response.json()) as { meta: { message: string } }).meta.message).toBe(
      INVOICE_LINK_EXPIRED,
    );
  });
});
