import type { ReadonlySignal } from '@preact/signals-core';
import type { MessageOverrides } from '../messages/defaultMessages';
import type { FileLike } from '../validation/types';
import type { ReadFile } from './readFileAsBase64';
import type { UploadTransport } from './UploadTransport';
import type { UploadItem } from './uploadReducer';

// The upload queue's types, shared by `createUploadQueue` and `startUploadQueue` (its lazily
// loaded half), so neither imports the other back.

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
