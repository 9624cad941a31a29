import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { createEnquiry, ENQUIRY_SENT, parseEnquiryBody } from '../services/enquiries';
import { formRateLimit } from '../services/enquiryRateLimit';

/** The site's forms (decisions.md: sent and stored): public, rate-limited per IP. */
export async function enquiryRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post(
    '/enquiries/create',
    { config: { rateLimit: formRateLimit(ctx.config) } },
    async (request, reply) => {
      const user = await ctx.user(request);
      const input = parseEnquiryBody(request.body);
      const enquiry = await createEnquiry(ctx.db, input, user?.id ?? null, ctx.now());
      reply.status(201);
      return ok(enquiry, ENQUIRY_SENT);
    },
  );
}
