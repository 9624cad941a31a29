import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { AppContext } from '../context';
import { publicOrigin } from '../http/publicOrigin';
import { parseInput } from '../http/validate';
import { paymentGateways } from '../services/paymentGateway';
import { sandboxCheckoutScript } from '../services/sandboxCheckoutScript';
import { payInSandbox } from '../services/sandboxPayment';

const payBodySchema = z.object({
  order_id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  key_id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
});

/** Any page may load the script and pay: the sandbox is the dialog on distributor sites too. */
const anyOrigin = { cors: { origin: '*' } };

/**
 * The offline sandbox gateway (architecture.md, Payments), registered on the root app and
 * only without Razorpay keys: `GET /sandbox/checkout.js` and `POST /sandbox/pay`.
 */
export async function sandboxRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const gateways = await paymentGateways(ctx);
  if (gateways.active.name !== 'sandbox') return;

  app.get('/sandbox/checkout.js', { config: anyOrigin }, async (request, reply) => {
    const payUrl = `${publicOrigin(request, ctx.config)}/sandbox/pay`;
    return reply
      .header('content-type', 'application/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(sandboxCheckoutScript({ payUrl }));
  });

  // The preflight of a cross-origin JSON POST (answered by the CORS hook with these options).
  app.options('/sandbox/pay', { config: anyOrigin }, async (_request, reply) => reply.send());

  app.post('/sandbox/pay', { config: { ...anyOrigin, rateLimit: {} } }, async (request) =>
    payInSandbox(ctx.db, gateways.sandboxSecret, parseInput(payBodySchema, request.body)),
  );
}
