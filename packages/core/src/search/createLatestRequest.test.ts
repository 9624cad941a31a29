import { describe, expect, it } from 'vitest';
import { createLatestRequest } from './createLatestRequest';

describe('createLatestRequest', () => {
  it('a new request aborts the previous one and makes it stale', () => {
    const latest = createLatestRequest();
    const first = latest.next();
    expect(first.isLatest()).toBe(true);
    const second = latest.next();
    expect(first.signal.aborted).toBe(true);
    expect(first.isLatest()).toBe(false);
    expect(second.signal.aborted).toBe(false);
    expect(second.isLatest()).toBe(true);
  });

  it('abort() aborts the current request and makes it stale', () => {
    const latest = createLatestRequest();
    const ticket = latest.next();
    latest.abort();
    expect(ticket.signal.aborted).toBe(true);
    expect(ticket.isLatest()).toBe(false);
    latest.abort();
  });
});
