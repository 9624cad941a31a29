import type { StorefrontClient } from '@storefront-kit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetCodeOf, waitForMail } from './helpers/devInbox';
import { HARYANA_ADDRESS, payInSandbox, paymentOrderBody } from './helpers/fakeRazorpay';
import { FIXTURE } from './helpers/fixtures';
import { DATABASES, startTestServer, type TestServer } from './helpers/testServer';

// A 1x1 transparent PNG.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/**
 * The contract: every method of core's client, called once against the real server in a
 * customer's journey, its answer parsed by core's schemas. The last test fails when a client
 * method was never exercised here, so a new endpoint cannot ship without a contract test.
 */
describe.each(DATABASES)("core's client against the server on %s", (kind) => {
  let server: TestServer;
  let client: StorefrontClient;
  let userId: string;
  const called = new Set<string>();

  /** Records `group.method` of every call made through `client` or the public client. */
  const tracked = (target: StorefrontClient): StorefrontClient =>
    Object.fromEntries(
      Object.entries(target).map(([group, api]) => [
        group,
        group === 'http'
          ? api
          : Object.fromEntries(
              Object.entries(api as Record<string, (...args: unknown[]) => unknown>).map(
                ([name, method]) => [
                  name,
                  (...args: unknown[]) => {
                    called.add(`${group}.${name}`);
                    return method(...args);
                  },
                ],
              ),
            ),
      ]),
    ) as unknown as StorefrontClient;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const signedIn = await server.signUpAndIn({ name: 'Contract Customer' });
    client = tracked(signedIn.client);
    userId = signedIn.user.id;
  });
  afterAll(() => server.close());

  it('reads the catalogue', async () => {
    const pub = tracked(server.client);
    const categories = await pub.catalog.categories({ per_page: -1 });
    expect(categories.data.map((c) => c.product_category_name)).toEqual([
      'Sensors',
      'Relays',
      'PLC',
      'HMI',
    ]);
    expect((await pub.catalog.category('cat_sensors')).data.product_category_name).toBe('Sensors');
    expect(
      (await pub.catalog.subcategories({ product_category_id: 'cat_sensors' })).data,
    ).toHaveLength(1);
    expect(
      (await pub.catalog.subSubcategories({ product_sub_category_id: 'sub_proximity' })).data[0]
        ?.product_sub_sub_category_name,
    ).toBe('Inductive');
    expect((await pub.catalog.menu()).data.length).toBeGreaterThan(0);
    expect((await pub.catalog.brands({ per_page: 8 })).data.map((b) => b.title)).toContain('Omron');
    expect((await pub.catalog.badges()).data.map((b) => b.name)).toEqual(
      expect.arrayContaining(['Bestseller']),
    );
    expect((await pub.catalog.solutions()).data[0]?.title).toBe('Packaging Automation');
    expect((await pub.catalog.activeSolutions()).data).toHaveLength(1);
    const list = await pub.catalog.products({ category: 'Sensors', sort_by: 'price_asc' });
    expect(list.data.map((p) => p.id)).toEqual([
      FIXTURE.products.sensor,
      FIXTURE.products.outOfStock,
    ]);
    expect(list.meta.pagination).toEqual({
      per_page: 20,
      page_no: 1,
      total_rows: 2,
      total_pages: 1,
    });
    expect((await pub.catalog.product(FIXTURE.products.relay)).data.product_selling_price).toBe(
      1850,
    );
    expect(
      (await pub.catalog.relatedProducts(FIXTURE.products.relay)).data.map((p) => p.id),
    ).toEqual([FIXTURE.products.lastUnit, FIXTURE.products.sensor]);
    const search = await pub.catalog.search({ search: 'omron', limit: 8 });
    expect(search.total).toBe(3);
    expect((await pub.catalog.bestSelling()).data[0]?.id).toBe(FIXTURE.products.sensor);
    expect((await pub.catalog.dealsOfTheDay()).data.map((p) => p.id)).toEqual([
      FIXTURE.products.plc,
    ]);
  });

  it('reads the content and sends a form', async () => {
    const pub = tracked(server.client);
    expect((await pub.content.banners()).data.map((b) => b.title)).toEqual([
      'Diwali Automation Sale',
    ]);
    expect((await pub.content.banner('ban_1')).data.link).toBe('/deals');
    expect((await pub.content.testimonials()).data).toHaveLength(1);
    expect((await pub.content.contentList('news')).data[0]?.tags).toEqual([
      'Product Launch',
      'PLC',
    ]);
    const sent = await pub.content.sendEnquiry({
      kind: 'contact',
      name: 'Asha',
      email: 'asha@example.in',
      subject: 'sales',
      message: 'Please quote 40 safety relays',
    });
    expect(sent.data.kind).toBe('contact');
  });

  it('signs up, reads and updates the profile, uploads an avatar', async () => {
    const pub = tracked(server.client);
    const created = await pub.auth.signUp({
      name: 'New Customer',
      email: `new.${kind}@example.in`,
      password: 'secret12',
      confirm_password: 'secret12',
    });
    expect(created.meta.status).toBe(true);
    const signedIn = await pub.auth.signIn({
      login: `new.${kind}@example.in`,
      password: 'secret12',
    });
    expect(signedIn.data?.user.name).toBe('New Customer');
    expect((await client.auth.profile(userId)).data.name).toBe('Contract Customer');
    const upload = await client.auth.upload({ data: PNG, filetype: 'image/png', extension: 'png' });
    const updated = await client.auth.updateProfile({
      name: 'Contract Customer',
      profile_image: upload.data.url,
      city: 'Gurugram',
      state: 'Haryana',
      pincode: '122003',
      country: 'India',
    });
    expect(updated.data).toMatchObject({ city: 'Gurugram', profile_image: upload.data.url });
  });

  it('changes a password, asks for a reset by e-mail and resets it', async () => {
    const pub = tracked(server.client);
    const login = `new.${kind}@example.in`;
    const signedIn = await pub.auth.signIn({ login, password: 'secret12' });
    const own = tracked(server.clientWith(signedIn.data?.token ?? null));
    const changed = await own.auth.changePassword({
      current_password: 'secret12',
      password: 'secret34',
      confirm_password: 'secret34',
    });
    expect(changed.data.token).not.toBe(signedIn.data?.token);
    expect((await pub.auth.forgotPassword({ login })).meta.status).toBe(true);
    const token = resetCodeOf(await waitForMail(server, login, 'Reset your password'));
    const reset = await pub.auth.resetPassword({
      token,
      password: 'secret56',
      confirm_password: 'secret56',
    });
    expect(reset.meta.status).toBe(true);
    expect((await pub.auth.signIn({ login, password: 'secret56' })).data?.user.name).toBe(
      'New Customer',
    );
  });

  it('fills the cart, applies a coupon, pays in the sandbox and reads the order', async () => {
    await client.cart.add({ id: FIXTURE.products.relay, quantity: 2 });
    await client.cart.add({ id: FIXTURE.products.sensor, quantity: 1 });
    await client.cart.updateQuantity({ id: FIXTURE.products.sensor, quantity: 3 });
    await client.cart.remove({ id: FIXTURE.products.sensor });
    const synced = await client.cart.sync({
      items: [{ id: FIXTURE.products.sensor, quantity: 1 }],
      merge_id: 'lc_contract',
    });
    expect(synced.data?.items?.map((line) => [line.id, line.quantity])).toEqual([
      [FIXTURE.products.relay, 2],
      [FIXTURE.products.sensor, 1],
    ]);
    const applied = await client.offers.applyCoupon({
      coupon_code: FIXTURE.coupons.percent,
      order_amount: 5150.5,
    });
    expect(applied.data?.discount_amount).toBe(500); // 10% of ₹5,150.50, capped at ₹500
    expect(
      (await client.offers.removeCoupon({ couponCode: FIXTURE.coupons.percent })).meta.status,
    ).toBe(true);
    await client.offers.applyCoupon({ coupon_code: FIXTURE.coupons.percent, order_amount: 5150.5 });
    const cart = await client.cart.get();
    // ₹5,150.50 − ₹500 = ₹4,650.50 taxable, + 18% GST ₹837.09 = ₹5,487.59
    expect(cart.data).toMatchObject({
      subtotal: 5150.5,
      taxableValue: 4650.5,
      tax: 837.09,
      discount: 500,
      total: 5487.59,
    });

    const order = await client.payments.createOrder(
      paymentOrderBody(5488, {
        coupon_code: FIXTURE.coupons.percent,
        shipping_address: HARYANA_ADDRESS,
      }),
    );
    expect(order).toMatchObject({
      success: true,
      amount: 5487.59,
      order_id: expect.stringMatching(/^order_[0-9A-Za-z]{14}$/),
    });
    const payment = await payInSandbox(server.url, order.order_id ?? '');
    const verified = await client.payments.verify(payment);
    expect(verified.data?.payment?.status).toBe('paid');
    expect((await client.cart.get()).data?.items).toEqual([]);

    const orders = await client.orders.list();
    expect(orders.total_count).toBe(1);
    const details = await client.orders.get(order.order_id ?? '');
    expect(details.data).toMatchObject({
      total_amount: 5487.59,
      total_tax: 837.09,
      total_discount: 500,
      total_taxable: 4650.5,
    });
    const invoice = await fetch(details.data.payment?.invoice_url ?? '');
    expect(invoice.status).toBe(200);
    const links = await client.orders.invoiceLinks(order.order_id ?? '');
    const pdf = await fetch(links.data.invoice_pdf_url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    await client.cart.add({ id: FIXTURE.products.hmi, quantity: 1 });
    await client.cart.clear();
    expect((await client.cart.get()).data?.items).toEqual([]);
  });

  it('keeps a wishlist, reviews a bought product, earns and reads points', async () => {
    expect((await client.wishlist.toggle(FIXTURE.products.plc)).data.isInWishlist).toBe(true);
    expect((await client.wishlist.check(FIXTURE.products.plc)).data.isInWishlist).toBe(true);
    expect((await client.wishlist.count()).data.count).toBe(1);
    expect((await client.wishlist.list()).data[0]?.product.id).toBe(FIXTURE.products.plc);
    const review = await client.reviews.create({
      product_id: FIXTURE.products.relay,
      rating: 5,
      comment: 'Works exactly as specified',
    });
    expect(review.data.verified_purchase).toBe(true);
    expect((await client.reviews.list({ product_id: FIXTURE.products.relay })).data).toHaveLength(
      1,
    );
    const summary = await client.rewards.summary();
    // 548 points for ₹5,487.59 (1 per ₹10), 10 for the review, 5 for today's login
    expect(summary.data).toMatchObject({ points: 563, tier: 'Gold', next_tier: 'Platinum' });
    expect((await client.rewards.transactions()).data.map((t) => t.type).sort()).toEqual([
      'daily_login',
      'order',
      'review',
    ]);
  });

  it('raises a support ticket, comments, edits and deletes it', async () => {
    const created = await client.tickets.create({
      subject: 'Relay coil voltage',
      category: 'Product',
      description: 'Is the G9SE available with a 230 V AC coil?',
      priority: 'High',
      attachments: [],
      orders: null,
    });
    const id = created.data.id;
    expect((await client.tickets.list({ status: 'Open' })).data.map((t) => t.id)).toEqual([id]);
    expect((await client.tickets.get(id)).data.subject).toBe('Relay coil voltage');
    expect(
      (await client.tickets.comment(id, 'Any update on this please?')).data.comments,
    ).toHaveLength(1);
    expect((await client.tickets.update(id, { priority: 'Urgent' })).data.priority).toBe('Urgent');
    expect((await client.tickets.remove(id)).meta.status).toBe(true);
  });

  it('requests a quote and reads it back', async () => {
    const quote = await client.quotes.create({
      product_id: FIXTURE.products.onRequest,
      customer_name: 'Contract Customer',
      customer_email: 'contract@example.in',
      customer_phone: '9876543210',
      quantity: 2,
    });
    expect(quote.success).toBe(true);
    const id = quote.data?.id ?? '';
    expect((await client.quotes.list()).data.map((q) => q.id)).toEqual([id]);
    expect((await client.quotes.get(id)).data?.product_name).toBe(
      'Siemens Sinamics Servo Drive Custom Build',
    );
  });

  it('reads the dashboard', async () => {
    expect((await client.dashboard.banners()).data.map((b) => b.title)).toEqual([
      'Free PLC training',
    ]);
    expect((await client.dashboard.stats()).data).toEqual([
      { name: 'Product', count: 7 },
      { name: 'Brand', count: 3 },
      { name: 'Solution', count: 1 },
    ]);
    expect((await client.dashboard.recentOrders()).data[0]).toMatchObject({
      total_amount: 5487.59,
      payment: { status: 'Paid' },
    });
  });

  it('signs out, after which the token is refused', async () => {
    expect((await client.auth.signOut()).meta.status).toBe(true);
    await expect(client.cart.get()).rejects.toMatchObject({ status: 401 });
  });

  it('has exercised every method of the client', () => {
    const all = Object.entries(server.client)
      .filter(([group]) => group !== 'http')
      .flatMap(([group, api]) => Object.keys(api as object).map((name) => `${group}.${name}`))
      .sort();
    expect([...called].sort()).toEqual(all);
  });
});
