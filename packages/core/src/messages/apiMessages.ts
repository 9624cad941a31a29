/** Transport and response errors (spec 1 §8, spec 2 §8). */
export const apiMessages = {
  'api.status': 'API Error: {status} - {body}',
  'api.network': 'Network Error: {message}',
  'api.unexpected': 'An unexpected error occurred',
  'api.timeout': 'Request timed out',
  'api.invalidResponse': 'Invalid response format from server',
} as const;
