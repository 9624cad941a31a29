import { type Mock, vi } from 'vitest';

/**
 * A stub `fetch` answering every request with the HTTP `status` and `body` as JSON. It is a
 * `vi.fn`, so a test can read the requests it got (`fetch.mock.calls`).
 *
 * @example
 * shop({ fetch: answering(502, '<html>Bad Gateway</html>') });
 */
export function answering(status: number, body: unknown): Mock<typeof globalThis.fetch> {
  return vi.fn<typeof globalThis.fetch>(async () => Response.json(body, { status }));
}
