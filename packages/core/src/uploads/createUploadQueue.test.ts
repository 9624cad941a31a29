import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors/ApiError';
import { NetworkError } from '../errors/NetworkError';
import type { UploadBody } from '../schemas/auth';
import { validateAttachment } from '../validation/validateAttachment';
import { createUploadQueue, type UploadableFile } from './createUploadQueue';
import type { ReadFile, ReadFileOptions } from './readFileAsBase64';
import type { UploadRequestOptions, UploadTransport } from './UploadTransport';

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

const file = (name: string, type = 'application/pdf', size = 4): UploadableFile =>
  new File([new Uint8Array(size)], name, { type });

/** A transport whose uploads the test settles by hand. */
function fakeTransport() {
  const calls: Array<{ body: UploadBody; options?: UploadRequestOptions } & Deferred<string>> = [];
  const transport: UploadTransport = {
    upload(body, options) {
      const call = { body, options, ...deferred<string>() };
      calls.push(call);
      return call.promise;
    },
  };
  return { transport, calls };
}

/** A reader whose reads the test settles by hand. */
function fakeReader() {
  const reads: Array<{ file: Blob; options?: ReadFileOptions } & Deferred<string>> = [];
  const readFile: ReadFile = (blob, options) => {
    const read = { file: blob, options, ...deferred<string>() };
    reads.push(read);
    return read.promise;
  };
  return { readFile, reads };
}

const disposers: Array<() => void> = [];
afterEach(() => {
  for (const dispose of disposers.splice(0)) dispose();
});

function setup(options: { concurrency?: number } = {}) {
  const { transport, calls } = fakeTransport();
  const { readFile, reads } = fakeReader();
  const queue = createUploadQueue({
    transport,
    readFile,
    validate: (candidate) => validateAttachment(candidate),
    ...options,
  });
  disposers.push(queue.dispose);
  return { queue, calls, reads };
}

describe('createUploadQueue', () => {
  it('reads, then uploads each file with progress of both steps, then holds its URL', async () => {
    const { queue, calls, reads } = setup();
    expect(queue.status.value).toBe('empty');
    const [id] = queue.add([file('Wiring.PDF')]);
    expect(queue.items.value[0]).toMatchObject({ id, status: 'reading', name: 'Wiring.PDF' });
    expect(queue.status.value).toBe('uploading');
    reads[0]?.options?.onProgress?.(0.5);
    expect(queue.items.value[0]?.progress).toBe(0.5);
    reads[0]?.resolve('JVBERi0=');
    await flush();
    expect(queue.items.value[0]).toMatchObject({ status: 'uploading', progress: 0 });
    expect(calls[0]?.body).toEqual({
      data: 'JVBERi0=',
      filetype: 'application/pdf',
      extension: 'pdf',
      filename: 'Wiring.PDF',
    });
    calls[0]?.options?.onProgress?.(0.25);
    expect(queue.items.value[0]?.progress).toBe(0.25);
    calls[0]?.options?.onProgress?.(0.75);
    expect(queue.items.value[0]?.progress).toBe(0.75);
    calls[0]?.resolve('https://shop.test/uploads/a.pdf');
    await flush();
    expect(queue.items.value[0]).toMatchObject({
      status: 'done',
      progress: 1,
      url: 'https://shop.test/uploads/a.pdf',
    });
    expect(queue.status.value).toBe('done');
    expect(queue.urls.value).toEqual(['https://shop.test/uploads/a.pdf']);
  });

  it("keeps a failed upload with the server's message until it is retried or removed", async () => {
    const { queue, calls, reads } = setup();
    const [id = ''] = queue.add([file('a.pdf')]);
    reads[0]?.resolve('QQ==');
    await flush();
    calls[0]?.reject(
      new ApiError(
        'Network Error: API Error: 413 - …',
        413,
        {
          meta: { status: false, message: 'File size should be less than 10MB' },
        },
        'Payload Too Large',
      ),
    );
    await flush();
    expect(queue.items.value[0]).toMatchObject({
      status: 'failed',
      error: 'File size should be less than 10MB',
      retryable: true,
    });
    expect(queue.status.value).toBe('failed');

    queue.retry(id);
    expect(queue.items.value[0]?.status).toBe('reading');
    reads[1]?.resolve('QQ==');
    await flush();
    calls[1]?.reject(new NetworkError('Network Error: Failed to fetch'));
    await flush();
    expect(queue.items.value[0]?.error).toBe('Network Error: Failed to fetch');

    queue.remove(id);
    expect(queue.items.value).toEqual([]);
    expect(queue.status.value).toBe('empty');
  });

  it('reports a reading failure with the error message, or the catalogue message for a non-Error', async () => {
    const { queue, reads } = setup();
    queue.add([file('a.txt', 'text/plain'), file('b.txt', 'text/plain')]);
    reads[0]?.reject(new TypeError('The file could not be read'));
    reads[1]?.reject('boom');
    await flush();
    expect(queue.items.value.map((item) => item.error)).toEqual([
      'The file could not be read',
      'An unexpected error occurred',
    ]);
  });

  it('refuses a file the validator rejects: shown failed, not retryable, never read', () => {
    const { queue, reads } = setup();
    const [id = ''] = queue.add([file('virus.exe', 'application/x-msdownload')]);
    expect(queue.items.value[0]).toMatchObject({
      status: 'failed',
      error: 'virus.exe is not an allowed file type',
      retryable: false,
    });
    queue.retry(id);
    expect(queue.items.value[0]?.status).toBe('failed');
    expect(reads).toHaveLength(0);
  });

  it('aborts a removed upload in flight and ignores its late answer', async () => {
    const { queue, calls, reads } = setup();
    const [id = ''] = queue.add([file('a.pdf')]);
    reads[0]?.resolve('QQ==');
    await flush();
    const signal = calls[0]?.options?.signal;
    queue.remove(id);
    expect(signal?.aborted).toBe(true);
    calls[0]?.resolve('https://late');
    await flush();
    expect(queue.items.value).toEqual([]);
    expect(queue.urls.value).toEqual([]);
  });

  it('does not count an aborted reading as a failure', async () => {
    const { queue, reads } = setup();
    const [id = ''] = queue.add([file('a.pdf'), file('b.pdf')]);
    queue.remove(id);
    reads[0]?.reject(new DOMException('aborted', 'AbortError'));
    reads[1]?.reject(new DOMException('aborted', 'AbortError'));
    await flush();
    expect(queue.items.value.map((item) => item.status)).toEqual(['reading']);
  });

  it('runs at most `concurrency` files at once, starting the next when one settles', async () => {
    const { queue, reads } = setup({ concurrency: 1 });
    queue.add([file('a.pdf'), file('b.pdf')]);
    expect(queue.items.value.map((item) => item.status)).toEqual(['reading', 'queued']);
    reads[0]?.reject(new Error('unreadable'));
    await flush();
    expect(queue.items.value.map((item) => item.status)).toEqual(['failed', 'reading']);
  });

  it('clear and dispose abort everything; a disposed queue takes no files', async () => {
    const { queue, reads } = setup();
    queue.add([file('a.pdf')]);
    const signal = reads[0]?.options?.signal;
    queue.clear();
    expect(signal?.aborted).toBe(true);
    expect(queue.items.value).toEqual([]);
    queue.add([file('b.pdf')]);
    const second = reads[1]?.options?.signal;
    queue.dispose();
    expect(second?.aborted).toBe(true);
    expect(queue.add([file('c.pdf')])).toEqual([]);
    queue.retry('upload-2');
    expect(reads).toHaveLength(2);
  });

  it('uses the given describeError and a default reader when none is given', async () => {
    const transport: UploadTransport = { upload: vi.fn().mockRejectedValue(new Error('nope')) };
    const describeError = vi.fn(() => 'Could not send it');
    const queue = createUploadQueue({ transport, describeError });
    disposers.push(queue.dispose);
    queue.add([file('a.txt', 'text/plain', 3)]);
    await vi.waitFor(() => expect(queue.items.value[0]?.status).toBe('failed'));
    expect(queue.items.value[0]?.error).toBe('Could not send it');
    expect(describeError).toHaveBeenCalledWith(expect.any(Error), 'uploading');
    expect(transport.upload).toHaveBeenCalledWith(
      { data: 'AAAA', filetype: 'text/plain', extension: 'txt', filename: 'a.txt' },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
  });
});
