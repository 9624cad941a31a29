/** Transport and response errors (spec 1 §8, spec 2 §8). */
export const apiMessages = {
  'api.status': 'API Error: {status} - {body}',
  'api.network': 'Network Error: {message}',
  'api.unexpected': 'An unexpected error occurred',
  'api.timeout': 'Request timed out',
  'api.invalidResponse': 'Invalid response format from server',
  // Not in the spec: a request that got no answer (offline, DNS, timeout) is not the shopper's
  // mistake, and a retry may help, so no UI shows its technical 'Network Error: …' text.
  'api.unreachable': 'Cannot reach the shop. Check your connection and try again.',
  // The spec's wording for a 5xx (quote request), for every form that a server error ends.
  'api.serverError': 'Server error. Please try again later.',
  // Not in the spec: any other failure, for a shopper (never a status code or a JSON body).
  'api.failed': 'Something went wrong. Please try again.',
} as const;
