import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, type HttpError } from './errors';

/**
 * Control characters (Unicode `Cc`: U+0000-U+001F, U+007F, U+0080-U+009F). No id, query or
 * text field of the API has a use for them, and PostgreSQL refuses U+0000 in `text` and
 * `jsonb` (the query failed with a 500 and a long log).
 */
const CONTROL = /\p{Cc}/u;
/** The same, except tab, line feed and carriage return, which free text pasted into a form keeps. */
const CONTROL_IN_TEXT = /[^\P{Cc}\t\n\r]/u;

const invalid = (field: string) => badRequest(`Invalid characters in "${field}"`);

/**
 * The first string under `value` (an object or array parsed from JSON) that `pattern`
 * matches, as a 400 naming its path (`items.1.id`); null when all are clean. Iterative, so a
 * deeply nested body cannot overflow the stack.
 */
function findControl(value: unknown, pattern: RegExp): HttpError | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (pattern.test(current)) return invalid(path || 'body');
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    // Children in reverse, so they are checked in the body's order.
    for (const [key, child] of Object.entries(current).reverse()) {
      if (CONTROL.test(key)) return badRequest('Invalid characters in a field name');
      stack.push([child, path ? `${path}.${key}` : key]);
    }
  }
  return null;
}

/** The first entry of `params` or `query` with a control character, by its name, as a 400. */
function entriesError(entries: unknown): HttpError | null {
  if (typeof entries !== 'object' || entries === null) return null;
  for (const [name, value] of Object.entries(entries)) {
    if (CONTROL.test(name)) return badRequest('Invalid characters in a parameter name');
    // A repeated query parameter is an array; any of its values names the parameter.
    const values: unknown[] = Array.isArray(value) ? value : [value];
    if (values.some((item) => typeof item === 'string' && CONTROL.test(item))) {
      // A wildcard route's parameter is the rest of the path.
      return invalid(name === '*' ? 'path' : name);
    }
  }
  return null;
}

/** The first path parameter or query value (or name) with a control character, as a 400. */
export function urlControlError(request: FastifyRequest): HttpError | null {
  return entriesError(request.params) ?? entriesError(request.query);
}

/**
 * The first string of a JSON body with a control character other than tab, LF or CR, as a
 * 400. Bodies that are not parsed into objects (a Buffer or a string from a raw-body parser,
 * such as a webhook whose signature covers the exact bytes) are left to their route.
 */
export function bodyControlError(body: unknown): HttpError | null {
  if (typeof body !== 'object' || body === null || Buffer.isBuffer(body)) return null;
  return findControl(body, CONTROL_IN_TEXT);
}

/**
 * Refuses control characters at the edge, for every route (those added later too) and
 * before any handler, database or authentication: in path parameters and query strings
 * (names and values, tab and newlines included: none is single-line text's) with
 * `onRequest`, in JSON bodies (tab, LF and CR allowed in text) with `preValidation`. The 400
 * names the field: `Invalid characters in "search"`, `… in "items.1.id"`.
 */
export function registerInputHygiene(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const error = urlControlError(request);
    if (error) throw error;
  });
  app.addHook('preValidation', async (request) => {
    const error = bodyControlError(request.body);
    if (error) throw error;
  });
}
