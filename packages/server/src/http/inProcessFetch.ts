import type { FastifyInstance } from 'fastify';

const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * A `fetch` answered by this Fastify app in-process (`app.inject`): no socket, no port, the
 * same routes, hooks and validation as over HTTP. The server renderer of the site calls the API
 * through it. The URL's host is ignored (any absolute URL works, e.g. `http://api.internal`).
 */
export function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    request.signal.throwIfAborted();
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    // Answers stay uncompressed: a Response made here would not decode them.
    const headers = Object.fromEntries(request.headers);
    delete headers['accept-encoding'];
    const answer = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      payload: body,
    });
    request.signal.throwIfAborted();
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) {
        answerHeaders.append(name, String(one));
      }
    }
    const payload = NULL_BODY_STATUSES.has(answer.statusCode)
      ? null
      : new Uint8Array(answer.rawPayload);
    return new Response(payload, {
      status: answer.statusCode,
      headers: answerHeaders,
    });
  };
}
