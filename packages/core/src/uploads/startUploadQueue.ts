import { computed, signal } from '@preact/signals-core';
import { serverMessage } from '../errors/ApiError';
import { apiMessages } from '../messages/apiMessages';
import { createTranslator } from '../messages/createTranslator';
import { readFileAsBase64 } from './readFileAsBase64';
import { toUploadBody } from './toUploadBody';
import type {
  UploadableFile,
  UploadQueue,
  UploadQueueOptions,
  UploadQueueStatus,
  UploadStep,
} from './uploadQueueTypes';
import {
  isUploadInFlight,
  type UploadAction,
  type UploadItem,
  uploadReducer,
} from './uploadReducer';

/**
 * {@link createUploadQueue}'s queue, its files taking the ids `nextId` gives (a queue created
 * after files were listed, `createLazyUploadQueue`'s, keeps their ids). `isAbortError` is the
 * HTTP layer's check, passed in: a queue loaded on first use must not import the HTTP layer, or
 * a bundler that does not split code (size-limit's esbuild) wraps ky's modules for the lazy
 * import. Internal to core.
 */
export function startUploadQueue(
  options: UploadQueueOptions,
  nextId: () => string,
  isAbortError: (error: unknown) => boolean,
): UploadQueue {
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
        const id = nextId();
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
