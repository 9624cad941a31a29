import * as z from 'zod/mini';
import { type ResponseIssue, ResponseValidationError } from '../errors/ResponseValidationError';
import type { Translate } from '../messages/createTranslator';

/** How much of a body an error message or a `ResponseValidationError` quotes. */
export const MAX_BODY_IN_MESSAGE = 500;

/** `JSON.parse` that says whether it could; an empty body is `undefined`. */
export function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (!text) return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * Checks a successful answer's body (2xx) as the transports do: JSON, of `schema`'s shape. A body
 * that is not JSON, or not of the schema's shape, throws a `ResponseValidationError` ('The
 * server sent an unexpected response.') naming `endpoint` and each issue. `parsed` is the body
 * already parsed, when the caller had to (an error answer's body).
 */
export function checkAnswer<S extends z.core.$ZodType>(
  text: string,
  endpoint: string,
  schema: S,
  t: Translate<'api.invalidResponse'>,
  parsed: ReturnType<typeof parseJson> = parseJson(text),
): z.output<S> {
  if (!parsed.ok) {
    throw new ResponseValidationError(
      t('api.invalidResponse'),
      endpoint,
      [{ path: [], code: 'invalid_json', message: 'The body is not JSON' }],
      text.slice(0, MAX_BODY_IN_MESSAGE),
    );
  }
  const result = z.safeParse(schema, parsed.value);
  if (!result.success) {
    const issues: ResponseIssue[] = result.error.issues.map((issue) => ({
      path: issue.path,
      message: 'expected' in issue ? `Expected ${String(issue.expected)}` : issue.message,
      code: issue.code,
    }));
    throw new ResponseValidationError(t('api.invalidResponse'), endpoint, issues, parsed.value);
  }
  return result.data;
}

/**
 * Reads a successful answer (2xx) as the transport does (`checkAnswer` of its body); a body that
 * cannot be read rejects with the reading's error.
 */
export async function readAnswer<S extends z.core.$ZodType>(
  response: Response,
  endpoint: string,
  schema: S,
  t: Translate<'api.invalidResponse'>,
): Promise<z.output<S>> {
  return checkAnswer(await response.text(), endpoint, schema, t);
}
