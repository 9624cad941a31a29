import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { AppContext } from './context';
import { registerCompression } from './http/compression';
import { fail } from './http/envelope';
import { HttpError } from './http/errors';
import { registerInputHygiene } from './http/inputHygiene';
import { readRateLimit } from './http/readRateLimit';
import { sitemapRoutes } from './http/sitemapRoutes';
import { siteRoutes } from './http/siteRoutes';
import { widgetRoutes } from './http/widgetRoutes';
import { authRoutes } from './routes/authRoutes';
import { cartRoutes } from './routes/cartRoutes';
import { catalogRoutes } from './routes/catalogRoutes';
import { contentRoutes } from './routes/contentRoutes';
import { dashboardRoutes } from './routes/dashboardRoutes';
import { devInboxRoutes } from './routes/devInboxRoutes';
import { enquiryRoutes } from './routes/enquiryRoutes';
import { invoiceRoutes } from './routes/invoiceRoutes';
import { mediaRoutes } from './routes/mediaRoutes';
import { offersRoutes } from './routes/offersRoutes';
import { orderRoutes } from './routes/orderRoutes';
import { paymentRoutes } from './routes/paymentRoutes';
import { paymentWebhookRoutes } from './routes/paymentWebhookRoutes';
import { quoteRoutes } from './routes/quoteRoutes';
import { reviewRoutes } from './routes/reviewRoutes';
import { rewardRoutes } from './routes/rewardRoutes';
import { sandboxRoutes } from './routes/sandboxRoutes';
import { ticketRoutes } from './routes/ticketRoutes';
import { uploadRoutes } from './routes/uploadRoutes';
import { wishlistRoutes } from './routes/wishlistRoutes';

/** What `/health` and the start banner say when production takes no money (PAYMENTS=sandbox). */
export const SANDBOX_IN_PRODUCTION =
  'PAYMENTS=sandbox in production: the offline sandbox gateway marks orders paid without any money, and anyone can pay any order through POST /sandbox/pay. Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET and remove PAYMENTS before taking real orders.';

/** Largest JSON body outside the upload route. */
export const BODY_LIMIT = 1024 * 1024;

const isLocalOrigin = (origin: string) =>
  /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(origin);

/** Builds the Fastify app with every route of the Commerce API under `/api/v1`. */
export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  // Only the configured proxies' forwarded headers are believed (TRUST_PROXY); by default none,
  // so a client cannot choose its own address for the rate limits. (A hop count as Fastify's
  // proxy-addr takes it: the nearest `hops` addresses are proxies.)
  const trust = ctx.config.trustProxy;
  const trustProxy =
    typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
  const app = Fastify({
    logger: ctx.config.logLevel === 'silent' ? false : { level: ctx.config.logLevel },
    bodyLimit: BODY_LIMIT,
    trustProxy,
  });
  // Control characters in ids, queries and bodies: 400 before any route (inputHygiene.ts).
  registerInputHygiene(app);

  await app.register(helmet, {
    // Product images and uploads are shown on distributor sites (other origins).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  const allowed = new Set(ctx.config.corsOrigins);
  await app.register(cors, {
    // Distributor sites from CORS_ORIGINS; without a list, local origins during development.
    origin: (origin, callback) =>
      callback(
        null,
        !origin ||
          allowed.has(origin) ||
          (allowed.size === 0 && !ctx.config.production && isLocalOrigin(origin)),
      ),
    methods: ['GET', 'POST', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    maxAge: 600,
  });
  // With REDIS_URL every instance counts the same requests per address (ioredis settings as
  // @fastify/rate-limit advises: fail fast). A Redis outage lets requests through and is logged
  // rather than taking the API down with it.
  const redis = ctx.config.redisUrl
    ? new Redis(ctx.config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) {
    redis.on('error', (error) => app.log.warn({ err: error }, 'Redis (request limits)'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'sk-rate-', skipOnError: true } : {}),
    max: ctx.config.rateLimitPerMinute || 1_000_000,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} s.`,
      ),
  });

  // Brotli or gzip for the client that takes it (compression.ts); before the routes.
  await registerCompression(app);

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.status).send(fail(error.message));
    const { statusCode: status = 500, message = '' } = error as {
      statusCode?: number;
      message?: string;
    };
    if (status === 413) return reply.status(413).send(fail('Request body is too large'));
    if (status === 415) return reply.status(415).send(fail('Unsupported content type'));
    if (status >= 400 && status < 500) return reply.status(status).send(fail(message));
    request.log.error(error);
    return reply.status(500).send(fail('Internal server error'));
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(fail(`Route ${request.method} ${request.url.split('?')[0]} not found`)),
  );

  await app.register(
    async (api) => {
      // GETs per IP (READ_RATE_LIMIT): far above a shopper, below a scraper.
      if (ctx.config.readRateLimitPerMinute > 0) {
        api.addHook('onRequest', readRateLimit(app, ctx.config.readRateLimitPerMinute));
      }
      api.get('/health', async () => ({
        meta: { status: true, message: 'OK' },
        data: {
          database: ctx.dbKind,
          products: ctx.catalog.size,
          payments: ctx.config.payments,
          ...(ctx.config.payments === 'sandbox' && ctx.config.production
            ? { warnings: [SANDBOX_IN_PRODUCTION] }
            : {}),
        },
      }));
      await catalogRoutes(api, ctx);
      await contentRoutes(api, ctx);
      await authRoutes(api, ctx);
      await uploadRoutes(api, ctx);
      await cartRoutes(api, ctx);
      await offersRoutes(api, ctx);
      await paymentRoutes(api, ctx);
      const webhookSecret = ctx.config.razorpayWebhookSecret;
      if (webhookSecret && ctx.config.payments === 'razorpay') {
        await api.register((scope) => paymentWebhookRoutes(scope, ctx, webhookSecret));
      }
      await orderRoutes(api, ctx);
      await invoiceRoutes(api, ctx);
      await wishlistRoutes(api, ctx);
      await ticketRoutes(api, ctx);
      await quoteRoutes(api, ctx);
      await dashboardRoutes(api, ctx);
      await reviewRoutes(api, ctx);
      await rewardRoutes(api, ctx);
      await enquiryRoutes(api, ctx);
    },
    { prefix: '/api/v1' },
  );
  await mediaRoutes(app, ctx);
  await sandboxRoutes(app, ctx);
  await devInboxRoutes(app, ctx);
  // The script-tag widgets at `/widgets/`, for distributor pages on other origins (WIDGETS_DIR).
  if (ctx.config.widgetsDir) await widgetRoutes(app, ctx.config.widgetsDir);
  // The storefront at `/` on the same origin (SITE_DIR); unknown API paths keep the 404 envelope.
  if (ctx.config.siteDir) {
    // robots.txt naming the sitemap index, and the sitemaps (before the site's own files).
    await sitemapRoutes(app, ctx);
    await siteRoutes(app, ctx.config.siteDir, {
      ssr: ctx.config.siteSsr,
      publicUrl: ctx.config.publicUrl,
    });
  }
  return app;
}
