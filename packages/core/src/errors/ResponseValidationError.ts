import { isMarkedError, StorefrontError } from './StorefrontError';

/** One problem found in a response: where (`path`) and what (`message`, zod's `code`). */
export interface ResponseIssue {
  readonly path: ReadonlyArray<PropertyKey>;
  readonly message: string;
  readonly code: string;
}

/**
 * The server answered 2xx, but the body does not match the schema of the endpoint (or is
 * not JSON). Carries the request and the issues, so a malformed answer is reported at the
 * edge instead of crashing deep inside a component.
 */
export class ResponseValidationError extends StorefrontError {
  override name = 'ResponseValidationError';
  constructor(
    message: string,
    readonly endpoint: string,
    readonly issues: readonly ResponseIssue[],
    readonly body: unknown,
  ) {
    super(message);
  }
}

export function isResponseValidationError(error: unknown): error is ResponseValidationError {
  return (
    error instanceof ResponseValidationError || isMarkedError(error, 'ResponseValidationError')
  );
}
