import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Reads that never count: the load balancer's and the monitors' health checks. */
const UNCOUNTED = new Set(['/api/v1/health']);
/** The property `app.inject` (light-my-request) puts on the requests it makes. */
const IN_PROCESS_MARKER = '_lightMyRequest';

/**
 * The read limit (`READ_RATE_LIMIT`): GET and HEAD requests a minute per client address, all
 * read routes counted together, answered 429 with the envelope and `Retry-After` beyond it.
 * A shopper's page is a handful of reads; a scraper's loop is thousands a minute (one client
 * cut another's throughput from 2,400 to 200 requests a second). Built on the app's
 * `@fastify/rate-limit` (its 429 message, `TRUST_PROXY`'s client address), with a store of
 * its own, so reads never use up the mutating routes' `RATE_LIMIT`. Add it as an `onRequest`
 * hook of the API's scope. The plugin applies one limit per request and this hook runs first:
 * a GET route that needs a stricter limit of its own must be left out here.
 */
export function readRateLimit(
  app: FastifyInstance,
  perMinute: number,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const limit = app.rateLimit({ max: perMinute, timeWindow: '1 minute' });
  return async function readLimit(this: FastifyInstance, request, reply) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (UNCOUNTED.has(request.routeOptions.url ?? '')) return;
    // The site's server renderer reads the API in-process (inProcessFetch: app.inject, whose
    // requests carry light-my-request's marker and come from no socket): its reads belong to
    // a page request, and counting them under one address would refuse every shopper's page.
    if (IN_PROCESS_MARKER in request.raw) return;
    await limit.call(this, request, reply);
  };
}
