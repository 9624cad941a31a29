import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Below this, compression saves less than its headers and CPU cost. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * What is worth compressing: JSON, text, JavaScript and SVG. Not images, PDFs or
 * `application/octet-stream` uploads, whose bytes are already compressed or unknown.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|^application\/javascript|[+/](?:json|xml)(?:;|$)/;

/** Adds `accept-encoding` to the response's `Vary` unless it is there. */
function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const values = (Array.isArray(vary) ? vary : vary === undefined ? [] : [String(vary)])
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  if (values.some((value) => value === '*' || value.toLowerCase() === 'accept-encoding')) return;
  reply.header('vary', [...values, 'accept-encoding'].join(', '));
}

/**
 * Compresses responses with brotli or gzip when the client's `Accept-Encoding` takes one
 * (brotli preferred, at quality 4: close to gzip's speed, smaller), from `COMPRESS_MIN_BYTES`,
 * with `Vary: Accept-Encoding` on every compressible answer (sent compressed or not, so a
 * shared cache keeps one copy per encoding). A response that already has a `Content-Encoding` (the
 * widgets' precompressed files, the site's gzipped pages) is sent as it is. Request bodies
 * are not decompressed (no route takes a compressed upload). Register before the routes.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_MIN_BYTES,
    customTypes: COMPRESSIBLE,
    globalDecompression: false,
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (!reply.hasHeader('content-encoding') && COMPRESSIBLE.test(String(type ?? ''))) {
      varyOnEncoding(reply);
    }
    return payload;
  });
}
