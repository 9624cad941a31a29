import { isApiError } from '@storefront-kit/core';

/** What a refused call answered: its HTTP status and `meta.message`. */
export interface Refusal {
  status: number;
  message: string | null | undefined;
}

/**
 * Awaits a client call that must be refused and returns its status and `meta.message`, so a
 * test can assert both exactly. A call that succeeds fails the test.
 */
export async function apiRefusal(call: Promise<unknown>): Promise<Refusal> {
  try {
    await call;
  } catch (error) {
    if (!isApiError(error)) throw error;
    const body = error.body as { meta?: { message?: string | null } } | null;
    return { status: error.status, message: body?.meta?.message };
  }
  throw new Error('Expected the call to be refused');
}
