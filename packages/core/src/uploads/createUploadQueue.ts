import { isAbortError } from '../http/isAbortError';
import { startUploadQueue } from './startUploadQueue';
import type { UploadQueue, UploadQueueOptions } from './uploadQueueTypes';

export type {
  UploadableFile,
  UploadQueue,
  UploadQueueOptions,
  UploadQueueStatus,
  UploadStep,
} from './uploadQueueTypes';

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
  let sequence = 0;
  return startUploadQueue(
    options,
    () => {
      sequence += 1;
      return `upload-${sequence}`;
    },
    isAbortError,
  );
}
