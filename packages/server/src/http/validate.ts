import * as z from 'zod/mini';
import { badRequest } from './errors';

z.config(z.locales.en());

/**
 * Parses a request body or query with a schema (core's request schemas, so client and server
 * cannot drift). A mismatch is a 400 whose message names the first problem.
 */
export function parseInput<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  throw badRequest(`${where}${issue?.message ?? 'Invalid request'}`);
}
