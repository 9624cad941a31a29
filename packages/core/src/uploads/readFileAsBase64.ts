import type { ProgressLike } from './createXhrUploadTransport';

/** The part of `FileReader` used to read a file, so tests can pass a double. */
export interface FileReaderLike {
  readAsDataURL(blob: Blob): void;
  abort(): void;
  readonly result: string | ArrayBuffer | null;
  onprogress: ((event: ProgressLike) => void) | null;
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
}

/** A constructor of {@link FileReaderLike} objects: `FileReader` in browsers. */
export type FileReaderConstructor = new () => FileReaderLike;

/** Options of a {@link ReadFile} function. */
export interface ReadFileOptions {
  /** Told the fraction (0..1) of the file read so far. */
  onProgress?: (fraction: number) => void;
  /** Aborts the reading; the promise then rejects with an `AbortError`. */
  signal?: AbortSignal;
}

/** Reads a file into base64 (no `data:` prefix). */
export type ReadFile = (file: Blob, options?: ReadFileOptions) => Promise<string>;

/** Options of `readFileAsBase64`. */
export interface ReadFileAsBase64Options extends ReadFileOptions {
  /**
   * The reader; `null` reads with `blob.arrayBuffer()` (no progress: 0 then 1).
   * @default globalThis.FileReader
   */
  FileReader?: FileReaderConstructor | null;
}

const abortError = (signal: AbortSignal | undefined): unknown =>
  signal?.reason ?? new DOMException('The reading was aborted.', 'AbortError');

/** Bytes to base64, in chunks so a 10 MB file does not overflow the argument list. */
function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return btoa(binary);
}

async function readWithoutReader(file: Blob, options: ReadFileOptions): Promise<string> {
  options.onProgress?.(0);
  const buffer = await file.arrayBuffer();
  if (options.signal?.aborted) throw abortError(options.signal);
  const data = bytesToBase64(new Uint8Array(buffer));
  options.onProgress?.(1);
  return data;
}

/**
 * Reads a file into base64 for `POST /auth/upload`, reporting progress from `FileReader`'s
 * progress events (or 0 then 1 where there is no `FileReader`, e.g. Node).
 *
 * @example const data = await readFileAsBase64(file, { onProgress: (f) => console.log(f) });
 */
export function readFileAsBase64(
  file: Blob,
  options: ReadFileAsBase64Options = {},
): Promise<string> {
  const { signal, onProgress } = options;
  if (signal?.aborted) return Promise.reject(abortError(signal));
  const Reader =
    options.FileReader === undefined
      ? ((globalThis as { FileReader?: unknown }).FileReader as FileReaderConstructor | undefined)
      : options.FileReader;
  if (!Reader) return readWithoutReader(file, options);
  return new Promise<string>((resolve, reject) => {
    const reader = new Reader();
    const onAbort = () => reader.abort();
    const settle = () => signal?.removeEventListener('abort', onAbort);
    reader.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(event.loaded / event.total, 1));
      }
    };
    reader.onload = () => {
      settle();
      const { result } = reader;
      if (typeof result !== 'string') {
        reject(new TypeError('The file could not be read as a data URL'));
        return;
      }
      onProgress?.(1);
      // 'data:image/png;base64,iVBOR…' → 'iVBOR…'
      resolve(result.slice(result.indexOf(',') + 1));
    };
    reader.onerror = () => {
      settle();
      reject(new TypeError('The file could not be read'));
    };
    reader.onabort = () => {
      settle();
      reject(abortError(signal));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    onProgress?.(0);
    reader.readAsDataURL(file);
  });
}
