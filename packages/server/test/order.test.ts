import type { Order, StorefrontClient } from '@storefront-kit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRefusal } from './helpers/apiRefusal';
import {
  checkoutWithSandbox,
  createOrderForCart,
  HARYANA_ADDRESS,
  KARNATAKA_ADDRESS,
} from './helpers/fakeRazorpay';
import { FIXTURE, type FixtureUser } from './helpers/fixtures';
import { DATABASES, startTestServer, type TestServer } from './helpers/testServer';

const P = FIXTURE.products;

describe.each(DATABASES)('orders on %s', (kind) => {
  let server: TestServer;
  const clock = { now: Date.parse('2026-11-19T20:00:00Z') };
  let client: StorefrontClient;
  let user: FixtureUser;
  /**
   * Oldest first: A (paid, 20 Nov IST), B (an unpaid checkout attempt, 21 Nov; expired when C's
   * checkout replaced it, and so not an order), C (paid with a coupon, 22 Nov).
   */
  const ids: Record<'a' | 'b' | 'c', string> = { a: '', b: '', c: '' };

  beforeAll(async () => {
    server = await startTestServer(kind, {
      now: () => {
        clock.now += 1000;
        return new Date(clock.now);
      },
    });
    ({ client, user } = await server.signUpAndIn({ name: 'Meera Iyer' }));
    // 2026-11-19T20:00Z is 20 Nov 01:30 in India.
    await client.cart.add({ id: P.relay, quantity: 1 });
    ids.a = (await checkoutWithSandbox(server.url, client)).orderId;
    clock.now = Date.parse('2026-11-21T05:00:00Z');
    await client.cart.add({ id: P.sensor, quantity: 2 });
    ids.b = (await createOrderForCart(client)).order_id;
    await client.cart.clear();
    clock.now = Date.parse('2026-11-22T06:00:00Z');
    await client.cart.add({ id: P.plc, quantity: 1 });
    await client.cart.add({ id: P.relay, quantity: 1 });
    await client.offers.applyCoupon({ coupon_code: 'DIWALI10', order_amount: 0 });
    ids.c = (
      await checkoutWithSandbox(server.url, client, {
        shipping_address: KARNATAKA_ADDRESS,
        billing_address: KARNATAKA_ADDRESS,
      })
    ).orderId;
  });
  afterAll(() => server.close());

  const orderIds = (orders: readonly Order[]) => orders.map((order) => order.order_id);

  it('refuses both calls without a token (401)', async () => {
    expect((await fetch(`${server.api}/orders/web/list`)).status).toBe(401);
    expect((await fetch(`${server.api}/orders/web/get-order-details/${ids.a}`)).status).toBe(401);
  });

  it('lists the user orders newest first, with total_count and pagination', async () => {
    const answer = await client.orders.list();
    expect(answer.meta).toEqual({
      status: true,
      message: 'Orders fetched',
      pagination: { per_page: 20, page_no: 1, total_rows: 2, total_pages: 1 },
    });
    // B was a checkout attempt that no payment reached: not an order (decisions.md).
    expect(answer.total_count).toBe(2);
    expect(orderIds(answer.data)).toEqual([ids.c, ids.a]);
  });

  it('sends the whole order: items, user, addresses, payment and totals in rupees', async () => {
    const [latest] = (await client.orders.list()).data;
    const [item1, item2] = latest?.items ?? [];
    expect(latest).toEqual({
      id: expect.stringMatching(/^ord_/),
      _id: latest?.id,
      order_id: ids.c,
      order_receipt: expect.stringMatching(/^rcpt_/),
      order_status: 'paid',
      order_currency: 'INR',
      order_created_at: expect.stringMatching(/^2026-11-22T06:00/),
      createdAt: latest?.order_created_at,
      updatedAt: expect.stringMatching(/^2026-11-22T06:00/),
      // 24,500 + 1,850 = 26,350; DIWALI10 capped at 500: 25,850 taxable, GST 4,653
      total_amount: 30503,
      total_price: 26350,
      total_discount: 500,
      total_tax: 4653,
      total_shipping: 0,
      total_taxable: 25850,
      total_items: 2,
      coupon_code: 'DIWALI10',
      items: [
        {
          id: item1?.id,
          product_id: P.plc,
          name: 'Siemens S7-1200 CPU 1214C',
          image: null,
          sku: '6ES7214-1AG40-0XB0',
          hsn_code: '85371000',
          quantity: 1,
          price: 24500,
          amount: 24500,
          discount: 464.9,
        },
        {
          id: item2?.id,
          product_id: P.relay,
          name: 'Omron G9SE Safety Relay',
          image: null,
          sku: 'G9SE-201',
          hsn_code: '85364900',
          quantity: 1,
          price: 1850,
          amount: 1850,
          discount: 35.1,
        },
      ],
      user: { name: 'Meera Iyer', email: user.email, mobile_number: null, profile_image: null },
      shipping_address: { ...KARNATAKA_ADDRESS },
      billing_address: { ...KARNATAKA_ADDRESS },
      place_of_supply: { state: 'Karnataka', code: '29' },
      payment: {
        payment_id: expect.stringMatching(/^pay_/),
        transaction_id: expect.stringMatching(/^pay_/),
        status: 'paid',
        method: 'sandbox',
        payment_gateway: 'sandbox',
        paid_at: expect.stringMatching(/^2026-11-22T06:00/),
        invoice_url: expect.stringMatching(
          new RegExp(`^${server.url}/api/v1/invoices/${ids.c}\\?expires=\\d+&sig=`),
        ),
        invoice_pdf_url: expect.stringMatching(
          new RegExp(`^${server.url}/api/v1/invoices/${ids.c}/pdf\\?expires=\\d+&sig=`),
        ),
        invoice_expires_at: '2026-11-29T07:00:00.000Z',
      },
    });
    // Never paid, then replaced by the next checkout: expired, its reservation released.
    const unpaid = (await client.orders.get(ids.b)).data;
    expect(unpaid).toMatchObject({
      order_status: 'expired',
      shipping_address: { ...HARYANA_ADDRESS, gstNumber: null, companyName: null },
      payment: {
        payment_id: null,
        status: 'expired',
        paid_at: null,
        invoice_url: null,
        invoice_pdf_url: null,
        invoice_expires_at: null,
      },
    });
  });

  it("lists nothing of another user's", async () => {
    const other = await server.signUpAndIn();
    const answer = await other.client.orders.list();
    expect(answer.data).toEqual([]);
    expect(answer.total_count).toBe(0);
    expect(answer.meta?.pagination).toEqual({
      per_page: 20,
      page_no: 1,
      total_rows: 0,
      total_pages: 0,
    });
  });

  it('searches order ids, receipts and item names, case-insensitively', async () => {
    const search = async (text: string) =>
      orderIds((await client.orders.list({ search: text })).data);
    expect(await search(ids.a.slice(6, 14))).toEqual([ids.a]);
    const a = (await client.orders.get(ids.a)).data;
    expect(await search(a.order_receipt?.toUpperCase() ?? '')).toEqual([ids.a]);
    expect(await search('safety relay')).toEqual([ids.c, ids.a]);
    expect(await search('cpu 1214c')).toEqual([ids.c]);
    // The unpaid attempt B is found by nothing: not its id, receipt or items.
    const b = (await client.orders.get(ids.b)).data;
    expect(await search(ids.b.slice(6, 14))).toEqual([]);
    expect(await search(b.order_receipt ?? '')).toEqual([]);
    expect(await search('E2E INDUCTIVE')).toEqual([]);
    expect(await search('no such thing')).toEqual([]);
    // Wildcards are literal characters.
    expect(await search('%')).toEqual([]);
    expect((await client.orders.list({ search: 'relay' })).total_count).toBe(2);
  });

  it('filters by status, payment status and a date range in India time', async () => {
    const list = async (params: Parameters<StorefrontClient['orders']['list']>[0]) =>
      orderIds((await client.orders.list(params)).data);
    expect(await list({ status: 'paid' })).toEqual([ids.c, ids.a]);
    // B was never paid, and C's checkout replaced it (its reservation released): it is
    // 'expired', and no filter brings an unpaid attempt back as an order.
    expect(await list({ status: 'expired' })).toEqual([]);
    expect(await list({ status: 'created' })).toEqual([]);
    expect(await list({ status: 'all' })).toEqual([ids.c, ids.a]);
    expect(await list({ payment_status: 'expired' })).toEqual([]);
    expect(await list({ payment_status: 'paid', status: 'paid' })).toEqual([ids.c, ids.a]);
    expect(await list({ date_from: '2026-11-21' })).toEqual([ids.c]);
    expect(await list({ date_to: '2026-11-21' })).toEqual([ids.a]);
    expect(await list({ date_from: '2026-11-21', date_to: '2026-11-21' })).toEqual([]);
    // Paid at 20:00 UTC on the 19th: the 20th in India.
    expect(await list({ date_to: '2026-11-19' })).toEqual([]);
    expect(await list({ date_from: '2026-11-20', date_to: '2026-11-20' })).toEqual([ids.a]);
    expect(await apiRefusal(client.orders.list({ date_from: '21/11/2026' }))).toEqual({
      status: 400,
      message: 'date_from must be a date (YYYY-MM-DD)',
    });
    expect(await apiRefusal(client.orders.list({ date_to: '2026-13-45' }))).toEqual({
      status: 400,
      message: 'date_to must be a date (YYYY-MM-DD)',
    });
  });

  it('pages with per_page and page_no', async () => {
    const first = await client.orders.list({ per_page: 1 });
    expect(orderIds(first.data)).toEqual([ids.c]);
    expect(first.meta?.pagination).toEqual({
      per_page: 1,
      page_no: 1,
      total_rows: 2,
      total_pages: 2,
    });
    const second = await client.orders.list({ per_page: 1, page_no: 2 });
    expect(orderIds(second.data)).toEqual([ids.a]);
    expect(second.total_count).toBe(2);
    const all = await client.orders.list({ per_page: 100 });
    expect(orderIds(all.data)).toEqual([ids.c, ids.a]);
  });

  it('gives details by order id or internal id, and 404 for anything else', async () => {
    const byOrderId = await client.orders.get(ids.a);
    expect(byOrderId.meta).toEqual({ status: true, message: 'Order fetched' });
    expect(byOrderId.data).toMatchObject({
      order_id: ids.a,
      order_status: 'paid',
      total_amount: 2183,
    });
    const byId = await client.orders.get(byOrderId.data.id);
    expect(byId.data).toEqual(byOrderId.data);
    const other = await server.signUpAndIn();
    for (const id of [ids.a, byOrderId.data.id]) {
      expect(await apiRefusal(other.client.orders.get(id))).toEqual({
        status: 404,
        message: 'Order not found',
      });
    }
    expect(await apiRefusal(client.orders.get('order_DoesNotExist1'))).toEqual({
      status: 404,
      message: 'Order not found',
    });
  });
});
