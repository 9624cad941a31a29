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
 * Reads a successful answer (2xx) as the transport does: its body as JSON, checked against
 * `schema`. A body that is not JSON, or not of the schema's shape, rejects with a
 * `ResponseValidationError` ('The server sent an unexpected response.') naming `endpoint` and
 * each issue; a body that cannot be read rejects with the reading's error.
 */
export async function readAnswer<S extends z.core.$ZodType>(
  response: Response,
  endpoint: string,
  schema: S,
  t: Translate<'api.invalidResponse'>,
): Promise<z.output<S>> {
  const text = await response.text();
  const parsed = parseJson(text);
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
