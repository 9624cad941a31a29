import { ORDERS_PAGE_SIZE } from '@storefront-kit/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { ok, pageParams, paginate } from '../http/envelope';
import { conflict, notFound } from '../http/errors';
import { publicOrigin } from '../http/publicOrigin';
import { invoiceLinks } from '../services/invoiceLink';
import { findUserOrder, listOrders } from '../services/orderQueries';
import { loadOrderViews } from '../services/orderView';

type Query = Record<string, unknown>;

/** The answer for an order of the user's that has no invoice (it is not paid). */
export const NO_INVOICE_YET = 'This order has no invoice yet: it is issued once the order is paid';

/** A query parameter as one string (the first of repeated ones). */
const param = (query: Query, name: string): string | undefined => {
  const value = query[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
};

/** The signed-in user's orders (spec 2 §7): list with search, filters and paging, and details. */
export async function orderRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  async function views(request: FastifyRequest, rows: Parameters<typeof loadOrderViews>[1]) {
    const links = await invoiceLinks(ctx);
    const origin = publicOrigin(request, ctx.config);
    const now = ctx.now();
    return loadOrderViews(ctx.db, rows, (orderId) => links.issue(origin, orderId, now));
  }

  app.get('/orders/web/list', async (request) => {
    const user = await ctx.requireUser(request);
    const query = (request.query ?? {}) as Query;
    const page = pageParams(
      { page_no: param(query, 'page_no'), per_page: param(query, 'per_page') },
      { perPage: ORDERS_PAGE_SIZE },
    );
    const { rows, total } = await listOrders(
      ctx.db,
      user.id,
      {
        search: param(query, 'search'),
        status: param(query, 'status'),
        payment_status: param(query, 'payment_status'),
        date_from: param(query, 'date_from'),
        date_to: param(query, 'date_to'),
      },
      page,
    );
    return {
      ...ok(await views(request, rows), 'Orders fetched', paginate(page.page, page.perPage, total)),
      total_count: total,
    };
  });

  app.get<{ Params: { id: string } }>('/orders/web/get-order-details/:id', async (request) => {
    const user = await ctx.requireUser(request);
    const row = await findUserOrder(ctx.db, user.id, request.params.id);
    if (!row) throw notFound('Order not found');
    const [order] = await views(request, [row]);
    return ok(order, 'Order fetched');
  });

  // Fresh invoice links for the owner of a paid order (the ones in an order expire in 7 days).
  app.post<{ Params: { id: string } }>(
    '/orders/web/invoice-links/:id',
    { config: { rateLimit: {} } },
    async (request) => {
      const user = await ctx.requireUser(request);
      const row = await findUserOrder(ctx.db, user.id, request.params.id);
      if (!row) throw notFound('Order not found');
      if (row.status !== 'paid' || !row.invoiceNumber) throw conflict(NO_INVOICE_YET);
      const links = await invoiceLinks(ctx);
      return ok(
        links.issue(publicOrigin(request, ctx.config), row.orderId, ctx.now()),
        'Invoice links issued',
      );
    },
  );
}
