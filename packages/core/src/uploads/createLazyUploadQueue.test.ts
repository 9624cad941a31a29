import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLazyUploadQueue } from './createLazyUploadQueue';
import type { UploadQueue } from './createUploadQueue';
import { startUploadQueue } from './startUploadQueue';
import type { UploadTransport } from './UploadTransport';

const file = (name: string, type = 'application/pdf') => new File(['%PDF-1.4'], name, { type });
const disposers: Array<() => void> = [];
afterEach(() => {
  for (const dispose of disposers.splice(0)) dispose();
});

/** A lazy queue whose loads the test settles: `loads[i].resolve()` creates the queue. */
function setup() {
  const sent: string[] = [];
  const transport: UploadTransport = {
    upload: async (body) => {
      sent.push(body.extension);
      return `https://shop.test/uploads/${sent.length}.${body.extension}`;
    },
  };
  const loads: Array<{ resolve(): void; reject(error: unknown): void }> = [];
  const queue = createLazyUploadQueue({
    load: (nextId) =>
      new Promise<UploadQueue>((resolve, reject) => {
        loads.push({
          resolve: () =>
            resolve(
              startUploadQueue(
                {
                  transport,
                  readFile: async () => 'QQ==',
                  validate: (f) => (f.name.endsWith('.exe') ? `${f.name} is refused` : undefined),
                },
                nextId,
                (error) => error instanceof DOMException && error.name === 'AbortError',
              ),
            ),
          reject,
        });
      }),
  });
  disposers.push(queue.dispose);
  return { queue, loads, sent };
}

describe('createLazyUploadQueue', () => {
  it('lists the files queued while its code loads, then sends them with the same ids', async () => {
    const { queue, loads, sent } = setup();
    expect(queue.status.value).toBe('empty');
    const ids = queue.add([file('a.pdf'), file('b.pdf'), file('c.pdf')]);
    expect(ids).toEqual(['upload-1', 'upload-2', 'upload-3']);
    expect(queue.items.value.map((item) => [item.id, item.status])).toEqual([
      ['upload-1', 'queued'],
      ['upload-2', 'queued'],
      ['upload-3', 'queued'],
    ]);
    expect(queue.status.value).toBe('uploading');
    queue.remove('upload-2');
    expect(loads).toHaveLength(1);
    loads[0]?.resolve();
    await queue.ready();
    await vi.waitFor(() => expect(queue.status.value).toBe('done'));
    expect(queue.items.value.map((item) => item.id)).toEqual(['upload-1', 'upload-3']);
    expect(queue.urls.value).toHaveLength(2);
    expect(sent).toEqual(['pdf', 'pdf']);
    // Once loaded, it is the queue: new ids follow on.
    expect(queue.add([file('d.exe')])).toEqual(['upload-4']);
    expect(queue.items.value[2]).toMatchObject({ status: 'failed', error: 'd.exe is refused' });
    queue.remove('upload-4');
    queue.clear();
    expect(queue.items.value).toEqual([]);
    expect(loads).toHaveLength(1);
  });

  it('refuses a waiting file once the code is there, before ready() settles', async () => {
    const { queue, loads } = setup();
    queue.add([file('setup.exe')]);
    const ready = queue.ready();
    loads[0]?.resolve();
    await ready;
    expect(queue.items.value[0]).toMatchObject({
      id: 'upload-1',
      status: 'failed',
      error: 'setup.exe is refused',
      retryable: false,
    });
    expect(queue.status.value).toBe('failed');
  });

  it("fails the waiting files with the load's message; a retry loads again and sends them all", async () => {
    const { queue, loads, sent } = setup();
    queue.add([file('a.pdf')]);
    queue.add([file('b.txt', 'text/plain')]);
    loads[0]?.reject(new TypeError('Failed to fetch dynamically imported module'));
    await queue.ready();
    expect(queue.items.value.map((item) => [item.status, item.error, item.retryable])).toEqual([
      ['failed', 'Failed to fetch dynamically imported module', true],
      ['failed', 'Failed to fetch dynamically imported module', true],
    ]);
    expect(queue.status.value).toBe('failed');
    queue.retry('upload-9');
    expect(loads).toHaveLength(1);
    queue.retry('upload-1');
    expect(queue.items.value.map((item) => item.status)).toEqual(['queued', 'queued']);
    expect(loads).toHaveLength(2);
    loads[1]?.resolve();
    await vi.waitFor(() => expect(queue.status.value).toBe('done'));
    expect(sent).toEqual(['pdf', 'txt']);
    expect(queue.items.value.map((item) => item.id)).toEqual(['upload-1', 'upload-2']);
  });

  it("reports a non-Error load failure with the catalogue's message", async () => {
    const { queue, loads } = setup();
    queue.add([file('a.pdf')]);
    loads[0]?.reject('offline');
    await queue.ready();
    expect(queue.items.value[0]?.error).toBe('An unexpected error occurred');
  });

  it('clears waiting files, takes none once disposed, and disposes a queue loaded too late', async () => {
    const { queue, loads } = setup();
    expect(queue.add([])).toEqual([]);
    expect(loads).toHaveLength(0);
    await expect(queue.ready()).resolves.toBeUndefined();
    queue.add([file('a.pdf')]);
    queue.clear();
    expect(queue.items.value).toEqual([]);
    queue.dispose();
    expect(queue.add([file('b.pdf')])).toEqual([]);
    queue.retry('upload-1');
    loads[0]?.resolve();
    await queue.ready();
    expect(queue.items.value).toEqual([]);
    expect(queue.add([file('c.pdf')])).toEqual([]);
  });
});
