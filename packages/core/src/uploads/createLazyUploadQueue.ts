import { batch, computed, signal } from '@preact/signals-core';
import { apiMessages } from '../messages/apiMessages';
import { createTranslator } from '../messages/createTranslator';
import type { MessageOverrides } from '../messages/defaultMessages';
import type { UploadableFile, UploadQueue, UploadQueueStatus } from './createUploadQueue';
import type { UploadItem } from './uploadReducer';

/** Options of {@link createLazyUploadQueue}. */
export interface LazyUploadQueueOptions {
  /**
   * Loads the queue's code and creates the queue, its files taking the ids `nextId` gives
   * (`startUploadQueue(options, nextId, isAbortError)`).
   */
  load(nextId: () => string): Promise<UploadQueue>;
  messages?: MessageOverrides;
}

/** An upload queue whose code loads with its first file. */
export interface LazyUploadQueue extends UploadQueue {
  /**
   * Settles once the files added so far are in the loaded queue (its `validate` has seen them),
   * or have failed because its code could not load.
   */
  ready(): Promise<void>;
}

interface WaitingFile {
  readonly item: UploadItem;
  readonly file: UploadableFile;
}

/**
 * An upload queue whose code (reading, sending, the state of each file) loads with the first
 * file, so a form that never gets one never downloads it. The files added meanwhile are listed
 * `queued` with the ids they keep, and handed to the queue once it is there (its `validate`
 * then refuses what it refuses). A failed load fails them with the error's message; a retry, or
 * another file, loads again and then sends them all. Internal to core.
 *
 * @example
 * const attachments = createLazyUploadQueue({
 *   load: (nextId) =>
 *     import('./startUploadQueue').then((m) => m.startUploadQueue(options, nextId, isAbortError)),
 * });
 */
export function createLazyUploadQueue(options: LazyUploadQueueOptions): LazyUploadQueue {
  const t = createTranslator(apiMessages, options.messages);
  const queue = signal<UploadQueue | undefined>(undefined);
  const waiting = signal<readonly WaitingFile[]>([]);
  let sequence = 0;
  // The ids of the waiting files, taken by the queue as they are handed over.
  const handedOver: string[] = [];
  const newId = () => {
    sequence += 1;
    return `upload-${sequence}`;
  };
  const nextId = () => handedOver.shift() ?? newId();
  // The load in progress, or done; none after a failed one.
  let loading: Promise<void> | undefined;
  let disposed = false;

  const setWaiting = (status: 'queued' | 'failed', error: string | null) => {
    waiting.value = waiting
      .peek()
      .map(({ item, file }) => ({ file, item: { ...item, status, error } }));
  };

  function load() {
    loading ??= options.load(nextId).then(
      (loaded) => {
        if (disposed) {
          loaded.dispose();
          return;
        }
        const files = waiting.peek();
        handedOver.push(...files.map(({ item }) => item.id));
        loaded.add(files.map(({ file }) => file));
        batch(() => {
          waiting.value = [];
          queue.value = loaded;
        });
      },
      (error: unknown) => {
        loading = undefined;
        if (!disposed)
          setWaiting('failed', error instanceof Error ? error.message : t('api.unexpected'));
      },
    );
  }

  const items = computed(() => queue.value?.items.value ?? waiting.value.map(({ item }) => item));
  const status = computed<UploadQueueStatus>(() => {
    if (queue.value) return queue.value.status.value;
    const list = waiting.value;
    if (!list.length) return 'empty';
    return list.some(({ item }) => item.status === 'queued') ? 'uploading' : 'failed';
  });
  const urls = computed(() => queue.value?.urls.value ?? []);

  return {
    items,
    status,
    urls,
    ready: () => loading ?? Promise.resolve(),
    add(files) {
      const loaded = queue.peek();
      if (loaded) return loaded.add(files);
      if (disposed) return [];
      const added = Array.from(
        files,
        (file): WaitingFile => ({
          file,
          item: {
            id: newId(),
            name: file.name,
            size: file.size,
            type: file.type,
            status: 'queued',
            progress: 0,
            url: null,
            error: null,
            retryable: true,
          },
        }),
      );
      if (!added.length) return [];
      waiting.value = [...waiting.peek(), ...added];
      load();
      return added.map(({ item }) => item.id);
    },
    remove(id) {
      const loaded = queue.peek();
      if (loaded) loaded.remove(id);
      else waiting.value = waiting.peek().filter(({ item }) => item.id !== id);
    },
    retry(id) {
      const loaded = queue.peek();
      if (loaded) {
        loaded.retry(id);
        return;
      }
      if (
        disposed ||
        !waiting.peek().some(({ item }) => item.id === id && item.status === 'failed')
      )
        return;
      // The load failed for every waiting file alike: they all wait for the next one.
      setWaiting('queued', null);
      load();
    },
    clear() {
      queue.peek()?.clear();
      waiting.value = [];
    },
    dispose() {
      disposed = true;
      queue.peek()?.dispose();
    },
  };
}
