import { describe, expect, it, vi } from 'vitest';
import type { ProgressLike } from './createXhrUploadTransport';
import { type FileReaderLike, readFileAsBase64 } from './readFileAsBase64';

/** A FileReader double the test drives; the last one created is `FakeReader.last`. */
class FakeReader implements FileReaderLike {
  static last: FakeReader | undefined;
  result: string | ArrayBuffer | null = null;
  read: Blob | undefined;
  onprogress: ((event: ProgressLike) => void) | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeReader.last = this;
  }
  readAsDataURL(blob: Blob) {
    this.read = blob;
  }
  abort() {
    this.onabort?.();
  }
}
const reader = () => FakeReader.last as FakeReader;
const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

describe('readFileAsBase64', () => {
  it("reports FileReader's progress and strips the data URL prefix", async () => {
    const onProgress = vi.fn();
    const reading = readFileAsBase64(png, { FileReader: FakeReader, onProgress });
    expect(reader().read).toBe(png);
    reader().onprogress?.({ loaded: 1, total: 4, lengthComputable: true });
    reader().onprogress?.({ loaded: 2, total: 0, lengthComputable: true });
    reader().result = 'data:image/png;base64,iVBORw==';
    reader().onload?.();
    await expect(reading).resolves.toBe('iVBORw==');
    expect(onProgress.mock.calls.map(([f]) => f)).toEqual([0, 0.25, 1]);
  });

  it('fails when the reader fails or gives no text', async () => {
    const failing = readFileAsBase64(png, { FileReader: FakeReader });
    reader().onerror?.();
    await expect(failing).rejects.toThrow('The file could not be read');
    const binary = readFileAsBase64(png, { FileReader: FakeReader });
    reader().result = new ArrayBuffer(1);
    reader().onload?.();
    await expect(binary).rejects.toThrow('The file could not be read as a data URL');
  });

  it('aborts with the signal, and refuses to start with an aborted one', async () => {
    const controller = new AbortController();
    const reading = readFileAsBase64(png, { FileReader: FakeReader, signal: controller.signal });
    controller.abort();
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    await expect(readFileAsBase64(png, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('reads with arrayBuffer where there is no FileReader (Node), progress 0 then 1', async () => {
    const onProgress = vi.fn();
    const big = new Uint8Array(70_000).fill(65);
    const text = await readFileAsBase64(new Blob([big]), { onProgress, FileReader: null });
    expect(text).toBe(Buffer.from(big).toString('base64'));
    expect(onProgress.mock.calls.map(([f]) => f)).toEqual([0, 1]);
    // The default is globalThis.FileReader, which Node does not have.
    await expect(readFileAsBase64(png)).resolves.toBe('iVBORw==');
  });

  it('drops the result of a reading aborted during arrayBuffer', async () => {
    const controller = new AbortController();
    const blob = new Blob(['abc']);
    const reading = readFileAsBase64(blob, { FileReader: null, signal: controller.signal });
    controller.abort();
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
  });
});
