import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ok, pageParams, paginate } from '../http/envelope';
import { formRateLimit } from '../services/enquiryRateLimit';
import {
  createQuote,
  findOwnQuote,
  listQuotes,
  parseQuoteBody,
  QUOTE_CREATED,
  toQuoteWire,
} from '../services/quotes';

type Query = Record<string, string | undefined>;

/**
 * Quote requests. Visitors may ask without an account (a signed-in customer's request is
 * linked to them); reading requests needs a token and shows only one's own. Answers carry
 * `success` (the spec's quote client reads it) next to the usual `meta`.
 */
export async function quoteRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post(
    '/quote-request/create',
    { config: { rateLimit: formRateLimit(ctx.config) } },
    async (request, reply) => {
      const user = await ctx.user(request);
      const input = parseQuoteBody(request.body);
      const row = await createQuote(ctx.db, input, {
        userId: user?.id ?? null,
        product: (id) => ctx.catalog.get(id),
        now: ctx.now(),
      });
      reply.status(201);
      return { success: true, message: QUOTE_CREATED, ...ok(toQuoteWire(row), QUOTE_CREATED) };
    },
  );

  app.get('/quote-requests/web/list', async (request) => {
    const user = await ctx.requireUser(request);
    const page = pageParams(request.query as Query, { perPage: 20 });
    const { rows, total } = await listQuotes(ctx.db, user.id, page);
    return {
      success: true,
      ...ok(rows.map(toQuoteWire), 'OK', paginate(page.page, page.perPage, total)),
      total_count: total,
    };
  });

  app.get<{ Params: { id: string } }>('/quote-requests/get/:id', async (request) => {
    const user = await ctx.requireUser(request);
    const row = await findOwnQuote(ctx.db, user.id, request.params.id);
    return { success: true, ...ok(toQuoteWire(row)) };
  });
}
