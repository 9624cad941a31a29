import { describe, expect, it } from 'vitest';
import { shutdownStep } from '../src/server';

describe('shutdownStep (close() of the server)', () => {
  it('names a slow step in the log each interval it takes, and nothing once it is done', async () => {
    const log: string[] = [];
    await shutdownStep(
      'the database',
      () => new Promise((resolve) => setTimeout(resolve, 350)),
      (m) => log.push(m),
      100,
    );
    // 100, 200 and 300 ms on an idle machine; a busy one may run an interval late.
    const notices = log.length;
    expect(notices).toBeGreaterThanOrEqual(2);
    expect(notices).toBeLessThanOrEqual(3);
    expect(log[0]).toMatch(/^shutdown: still closing the database after \d+ ms$/);
    const [first, second] = log.map((line) => Number(/after (\d+) ms/.exec(line)?.[1]));
    expect(first).toBeGreaterThanOrEqual(100);
    expect(second).toBeGreaterThanOrEqual(200);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(log).toHaveLength(notices);
  });

  it('says nothing about a quick step, and passes a failure on after stopping its notices', async () => {
    const log: string[] = [];
    await shutdownStep(
      'the catalogue',
      async () => undefined,
      (m) => log.push(m),
      50,
    );
    await expect(
      shutdownStep(
        'the HTTP server',
        () => Promise.reject(new Error('refused')),
        (m) => log.push(m),
        50,
      ),
    ).rejects.toThrow('refused');
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(log).toEqual([]);
  });
});
