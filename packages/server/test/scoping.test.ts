import type { Quote, StorefrontClient, Ticket } from '@storefront-kit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRefusal } from './helpers/apiRefusal';
import { FIXTURE } from './helpers/fixtures';
import { type InsertedOrder, insertPaidOrder } from './helpers/paidOrder';
import { DATABASES, startTestServer, type TestServer } from './helpers/testServer';

const P = FIXTURE.products;

/** Every account resource belongs to the token's user: another user's id answers 404. */
describe.each(DATABASES)('account scoping on %s', (kind) => {
  let server: TestServer;
  let alice: StorefrontClient;
  let bob: StorefrontClient;
  let ticket: Ticket;
  let quote: Quote;
  let order: InsertedOrder;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const a = await server.signUpAndIn({ name: 'Alice' });
    alice = a.client;
    bob = (await server.signUpAndIn({ name: 'Bob' })).client;
    order = await insertPaidOrder(server.ctx.db, a.user.id, [{ productId: P.relay, quantity: 1 }]);
    ticket = (
      await alice.tickets.create({
        subject: 'Alice ticket',
        category: 'Billing',
        description: 'Private to Alice',
        orders: order.orderId,
      })
    ).data;
    const created = await alice.quotes.create({
      product_id: P.onRequest,
      customer_name: 'Alice',
      customer_email: 'alice@example.in',
      customer_phone: '9876501234',
      quantity: 2,
    });
    if (!created.data) throw new Error('Quote not created');
    quote = created.data;
    await alice.wishlist.toggle(P.plc);
  });
  afterAll(() => server.close());

  const ticketNotFound = { status: 404, message: 'Ticket not found' };

  it("answers 404 for another user's ticket on get, comment, update and delete", async () => {
    expect(await apiRefusal(bob.tickets.get(ticket.id))).toEqual(ticketNotFound);
    expect(await apiRefusal(bob.tickets.comment(ticket.id, 'Let me in, please'))).toEqual(
      ticketNotFound,
    );
    expect(await apiRefusal(bob.tickets.update(ticket.id, { subject: 'Hijacked' }))).toEqual(
      ticketNotFound,
    );
    expect(await apiRefusal(bob.tickets.remove(ticket.id))).toEqual(ticketNotFound);
    expect((await bob.tickets.list()).data).toEqual([]);
    expect((await bob.tickets.list({ search: 'Alice' })).data).toEqual([]);

    const { data: untouched } = await alice.tickets.get(ticket.id);
    expect(untouched).toMatchObject({ subject: 'Alice ticket', comments: [] });
  });

  it("answers 404 for another user's quote request", async () => {
    expect(await apiRefusal(bob.quotes.get(quote.id))).toEqual({
      status: 404,
      message: 'Quote request not found',
    });
    expect((await bob.quotes.list()).data).toEqual([]);
    expect((await alice.quotes.get(quote.id)).data?.id).toBe(quote.id);
  });

  it("refuses another user's order as a ticket's related order with 404", async () => {
    const body = {
      subject: 'About an order',
      category: 'Shipping',
      description: 'Where is it?',
    } as const;
    for (const reference of [order.orderId, order.id]) {
      expect(await apiRefusal(bob.tickets.create({ ...body, orders: reference }))).toEqual({
        status: 404,
        message: 'Order not found',
      });
    }
    expect(ticket.orders).toBe(order.orderId);
  });

  it("keeps wishlists apart: another user's entries are neither seen nor changed", async () => {
    expect((await bob.wishlist.check(P.plc)).data.isInWishlist).toBe(false);
    expect((await bob.wishlist.count()).data.count).toBe(0);
    expect((await bob.wishlist.list()).data).toEqual([]);
    expect((await bob.wishlist.toggle(P.plc)).data.isInWishlist).toBe(true);
    expect((await bob.wishlist.toggle(P.plc)).data.isInWishlist).toBe(false);
    expect((await alice.wishlist.check(P.plc)).data.isInWishlist).toBe(true);
    expect((await alice.wishlist.count()).data.count).toBe(1);
  });

  it("shows neither another user's orders on the dashboard nor lets their purchase count", async () => {
    expect((await bob.dashboard.recentOrders()).data).toEqual([]);
    expect((await alice.dashboard.recentOrders()).data.map((row) => row.order_id)).toEqual([
      order.orderId,
    ]);
    expect(
      await apiRefusal(bob.reviews.create({ product_id: P.relay, rating: 5, comment: 'Great' })),
    ).toEqual({ status: 403, message: 'Only customers who bought this product can review it' });
  });
});
