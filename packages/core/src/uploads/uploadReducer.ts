/**
 * Where one file is: `queued` → `reading` (into base64) → `uploading` → `done` (with its URL),
 * or `failed` (with a message) from any step. A failed file can be retried (back to `queued`)
 * unless it was refused before upload (wrong type, too large), or removed.
 */
export type UploadItemStatus = 'queued' | 'reading' | 'uploading' | 'done' | 'failed';

/** One file of an upload queue. */
export interface UploadItem {
  /** Unique within its queue: a stable key for the UI. */
  readonly id: string;
  readonly name: string;
  /** Bytes. */
  readonly size: number;
  /** MIME type as the browser gave it ('' when unknown). */
  readonly type: string;
  readonly status: UploadItemStatus;
  /**
   * Fraction (0..1) of the current step: of the file read while `reading`, of the body sent
   * while `uploading`; 1 when `done`.
   */
  readonly progress: number;
  /** Where the server serves the file, once `done`. */
  readonly url: string | null;
  /** Why it `failed`. */
  readonly error: string | null;
  /** Whether a failed file may be sent again (false for a file refused before upload). */
  readonly retryable: boolean;
}

export type UploadAction =
  | { type: 'add'; items: readonly UploadItem[] }
  | { type: 'reading'; id: string }
  | { type: 'uploading'; id: string }
  | { type: 'progress'; id: string; progress: number }
  | { type: 'done'; id: string; url: string }
  | { type: 'failed'; id: string; error: string }
  | { type: 'retry'; id: string }
  | { type: 'remove'; id: string }
  | { type: 'clear' };

const IN_FLIGHT: ReadonlySet<UploadItemStatus> = new Set(['queued', 'reading', 'uploading']);

/** True while a file is waiting, being read or being sent. */
export function isUploadInFlight(item: Pick<UploadItem, 'status'>): boolean {
  return IN_FLIGHT.has(item.status);
}

function update(
  items: readonly UploadItem[],
  id: string,
  change: (item: UploadItem) => UploadItem,
): readonly UploadItem[] {
  let changed = false;
  const next = items.map((item) => {
    if (item.id !== id) return item;
    const updated = change(item);
    if (updated !== item) changed = true;
    return updated;
  });
  return changed ? next : items;
}

/**
 * The pure transitions of an upload queue. Events for a file that was removed, or that is no
 * longer in the step the event belongs to (a late progress event after a failure), change
 * nothing; progress only moves forward within a step.
 */
export function uploadReducer(
  items: readonly UploadItem[],
  action: UploadAction,
): readonly UploadItem[] {
  switch (action.type) {
    case 'add':
      return [...items, ...action.items];
    case 'reading':
      return update(items, action.id, (item) =>
        item.status === 'queued' ? { ...item, status: 'reading', progress: 0 } : item,
      );
    case 'uploading':
      return update(items, action.id, (item) =>
        item.status === 'reading' ? { ...item, status: 'uploading', progress: 0 } : item,
      );
    case 'progress':
      return update(items, action.id, (item) => {
        if (item.status !== 'reading' && item.status !== 'uploading') return item;
        const progress = Math.min(Math.max(action.progress, 0), 1);
        return progress > item.progress ? { ...item, progress } : item;
      });
    case 'done':
      return update(items, action.id, (item) =>
        item.status === 'uploading'
          ? { ...item, status: 'done', progress: 1, url: action.url, error: null }
          : item,
      );
    case 'failed':
      return update(items, action.id, (item) =>
        isUploadInFlight(item) ? { ...item, status: 'failed', error: action.error } : item,
      );
    case 'retry':
      return update(items, action.id, (item) =>
        item.status === 'failed' && item.retryable
          ? { ...item, status: 'queued', progress: 0, error: null }
          : item,
      );
    case 'remove': {
      const next = items.filter((item) => item.id !== action.id);
      return next.length === items.length ? items : next;
    }
    case 'clear':
      return items.length ? [] : items;
    default:
      action satisfies never;
      return items;
  }
}
