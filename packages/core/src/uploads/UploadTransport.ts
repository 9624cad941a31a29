import type { UploadBody } from '../schemas/auth';

/** Per-upload options of an {@link UploadTransport}. */
export interface UploadRequestOptions {
  /**
   * Told the fraction (0..1) of the request body sent so far. A transport without progress
   * events reports 0 when it starts and 1 when the server has answered.
   */
  onProgress?: (fraction: number) => void;
  /** Aborts the upload; the promise then rejects with an `AbortError`. */
  signal?: AbortSignal;
}

/**
 * Sends one file to `POST /auth/upload` (base64 JSON) and resolves with the URL the server
 * serves it at. Failures reject with the client's errors (`ApiError`, `NetworkError`,
 * `TimeoutError`, `ResponseValidationError`) and their messages.
 *
 * @example
 * const url = await transport.upload(body, { onProgress: (f) => console.log(`${f * 100}%`) });
 */
export interface UploadTransport {
  upload(body: UploadBody, options?: UploadRequestOptions): Promise<string>;
}
