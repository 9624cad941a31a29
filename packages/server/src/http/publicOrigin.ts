import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';

/**
 * The origin clients reach this server at, for absolute URLs in answers (images, invoices,
 * the sandbox checkout script): `PUBLIC_URL`, else the request's own protocol and host.
 */
export function publicOrigin(request: FastifyRequest, config: ServerConfig): string {
  return config.publicUrl ?? `${request.protocol}://${request.host}`;
}
