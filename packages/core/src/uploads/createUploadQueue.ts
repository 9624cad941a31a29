import { computed, type ReadonlySignal, signal } from '@preact/signals-core';
import { serverMessage } from '../errors/ApiError';
import { isAbortError } from '../http/createHttp';
import { apiMessages } from '../messages/apiMessages';
import { createTranslator } from '../messages/createTranslator';
import type { MessageOverrides } from '../messages/defaultMessages';
import type { FileLike } from '../validation/types';
import { type ReadFile, readFileAsBase64 } from './readFileAsBase64';
import { toUploadBody } from './toUploadBody';
import type { UploadTransport } from './UploadTransport';
import {
  isUploadInFlight,
  type UploadAction,
  type UploadItem,
  uploadReducer,
} from './uploadReducer';

/** A file to upload: a `File` (a `Blob` with a name). */
export type UploadableFile = Blob & FileLike;

/** The step a file failed in. */
export type UploadStep = 'reading' | 'uploading';

/** Options of `createUploadQueue`. */
export interface UploadQueueOptions {
  /** Sends each file, e.g. `createUploadTransport(…)` or `storefront.uploads`. */
  transport: UploadTransport;
  /** Reads a file into base64. @default readFileAsBase64 (FileReader progress) */
  readFile?: ReadFile;
  /**
   * Checks a file before it is read; a message refuses it (it shows as failed, and cannot be
   * retried, only removed).
   * @default undefined (every file is sent; the server still checks type and size)
   * @example validate: (file) => validateAttachment(file)
   */
  validate?: (file: FileLike) => string | undefined;
  /**
   * The message of a failure.
   * @default the server's `meta.message`, else the error's message ('Network Error: …')
   */
  describeError?: (error: unknown, step: UploadStep) => string;
  /** Files read and sent at the same time. @default 2 */
  concurrency?: number;
  messages?: MessageOverrides;
}

/**
 * The whole queue: `empty`, `uploading` (a file is waiting, being read or sent), `failed`
 * (nothing in flight, at least one failed) or `done` (every file uploaded).
 */
export type UploadQueueStatus = 'empty' | 'uploading' | 'failed' | 'done';

export interface UploadQueue {
  /** The files in the order they were added. */
  readonly items: ReadonlySignal<readonly UploadItem[]>;
  readonly status: ReadonlySignal<UploadQueueStatus>;
  /** URLs of the uploaded files, in the order they were added. */
  readonly urls: ReadonlySignal<readonly string[]>;
  /** Adds files and starts sending them; returns their ids. */
  add(files: Iterable<UploadableFile> | ArrayLike<UploadableFile>): readonly string[];
  /** Removes a file, aborting its upload if it is in flight. */
  remove(id: string): void;
  /** Sends a failed file again. */
  retry(id: string): void;
  /** Removes every file, aborting uploads in flight. */
  clear(): void;
  /** Aborts everything; the queue does nothing afterwards. */
  dispose(): void;
}

/**
 * Uploads files one by one with progress (spec 2: the ticket form's attachments): each file is
 * read into base64, then sent to `POST /auth/upload`. A state machine per file (see
 * `uploadReducer`); failed files stay with their message until they are retried or removed.
 *
 * @example
 * const queue = createUploadQueue({ transport: storefront.uploads, validate: validateAttachment });
 * queue.add(input.files);
 * effect(() => render(queue.items.value));
 */
export function createUploadQueue(options: UploadQueueOptions): UploadQueue {
  const t = createTranslator(apiMessages, options.messages);
  const readFile = options.readFile ?? readFileAsBase64;
  const concurrency = Math.max(1, options.concurrency ?? 2);
  const describe =
    options.describeError ??
    ((error: unknown) =>
      serverMessage(error) ?? (error instanceof Error ? error.message : t('api.unexpected')));

  const items = signal<readonly UploadItem[]>([]);
  const dispatch = (action: UploadAction) => {
    items.value = uploadReducer(items.peek(), action);
  };
  const files = new Map<string, UploadableFile>();
  const running = new Map<string, AbortController>();
  let sequence = 0;
  let disposed = false;

  const status = computed<UploadQueueStatus>(() => {
    const list = items.value;
    if (!list.length) return 'empty';
    if (list.some(isUploadInFlight)) return 'uploading';
    return list.some((item) => item.status === 'failed') ? 'failed' : 'done';
  });
  const urls = computed(() => items.value.flatMap((item) => (item.url ? [item.url] : [])));

  async function send(id: string, file: UploadableFile, controller: AbortController) {
    const { signal: abortSignal } = controller;
    const onProgress = (progress: number) => dispatch({ type: 'progress', id, progress });
    let step: UploadStep = 'reading';
    try {
      dispatch({ type: 'reading', id });
      const data = await readFile(file, { onProgress, signal: abortSignal });
      if (abortSignal.aborted) return;
      step = 'uploading';
      dispatch({ type: 'uploading', id });
      const url = await options.transport.upload(toUploadBody(file, data), {
        onProgress,
        signal: abortSignal,
      });
      if (!abortSignal.aborted) dispatch({ type: 'done', id, url });
    } catch (error) {
      // A removed file's abort is not a failure; it is gone already.
      if (abortSignal.aborted || isAbortError(error)) return;
      dispatch({ type: 'failed', id, error: describe(error, step) });
    }
  }

  function pump() {
    if (disposed) return;
    for (const item of items.peek()) {
      if (running.size >= concurrency) return;
      const file = files.get(item.id);
      if (item.status !== 'queued' || running.has(item.id) || !file) continue;
      const controller = new AbortController();
      running.set(item.id, controller);
      void send(item.id, file, controller).finally(() => {
        if (running.get(item.id) === controller) running.delete(item.id);
        pump();
      });
    }
  }

  function stop(id: string) {
    running.get(id)?.abort();
    running.delete(id);
  }

  return {
    items,
    status,
    urls,
    add(list) {
      if (disposed) return [];
      const added = Array.from(list).map((file): UploadItem => {
        sequence += 1;
        const id = `upload-${sequence}`;
        const refused = options.validate?.(file);
        if (!refused) files.set(id, file);
        return {
          id,
          name: file.name,
          size: file.size,
          type: file.type,
          status: refused ? 'failed' : 'queued',
          progress: 0,
          url: null,
          error: refused ?? null,
          retryable: !refused,
        };
      });
      if (added.length) dispatch({ type: 'add', items: added });
      pump();
      return added.map((item) => item.id);
    },
    remove(id) {
      stop(id);
      files.delete(id);
      dispatch({ type: 'remove', id });
      pump();
    },
    retry(id) {
      if (disposed) return;
      dispatch({ type: 'retry', id });
      pump();
    },
    clear() {
      for (const id of [...running.keys()]) stop(id);
      files.clear();
      dispatch({ type: 'clear' });
    },
    dispose() {
      disposed = true;
      for (const id of [...running.keys()]) stop(id);
      files.clear();
    },
  };
}
