/**
 * Where uploaded files live, by stored name. The disk implementation
 * (`createDiskFilesStore`) serves one server; object storage (S3, GCS) behind this
 * interface serves several.
 */
export interface FileStore {
  /** Stores a new file; fails if the name exists. */
  put(name: string, bytes: Uint8Array): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(name: string): Promise<Uint8Array | null>;
  /** Removes a file; nothing happens when there is none. */
  delete(name: string): Promise<void>;
}
