import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UploadTransportOptions } from './createUploadTransport';

const body = { data: 'aGVsbG8=', filetype: 'text/plain', extension: 'txt' };
const options = {
  baseUrl: 'https://shop.example.in/api/v1',
  getToken: () => 'token',
  client: { auth: { upload: async () => 'unused' } },
} as unknown as UploadTransportOptions;

afterEach(() => {
  vi.doUnmock('./createUploadTransport');
  vi.resetModules();
});

describe('createLazyUploadTransport', () => {
  it('loads the transport on the first upload only, once, and passes the options through', async () => {
    const upload = vi.fn(async () => 'https://shop.example.in/media/uploads/a.txt');
    const factory = vi.fn(() => ({ upload }));
    vi.doMock('./createUploadTransport', () => ({ createUploadTransport: factory }));
    const { createLazyUploadTransport } = await import('./createLazyUploadTransport');

    const transport = createLazyUploadTransport(options);
    expect(factory).not.toHaveBeenCalled();
    const onProgress = vi.fn();
    await expect(transport.upload(body, { onProgress })).resolves.toBe(
      'https://shop.example.in/media/uploads/a.txt',
    );
    await transport.upload(body);
    expect(factory).toHaveBeenCalledTimes(1);
    expect(factory).toHaveBeenCalledWith(options);
    expect(upload).toHaveBeenNthCalledWith(1, body, { onProgress });
    expect(upload).toHaveBeenNthCalledWith(2, body, undefined);
  });

  it('rejects an upload whose transport fails to load, and loads again on the next one', async () => {
    let attempts = 0;
    vi.doMock('./createUploadTransport', () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Failed to fetch dynamically imported module');
      return { createUploadTransport: () => ({ upload: async () => 'https://x/ok.txt' }) };
    });
    const { createLazyUploadTransport } = await import('./createLazyUploadTransport');
    const transport = createLazyUploadTransport(options);
    // (vitest wraps the factory's error in its own)
    await expect(transport.upload(body)).rejects.toBeInstanceOf(Error);
    await expect(transport.upload(body)).resolves.toBe('https://x/ok.txt');
    expect(attempts).toBe(2);
  });
});
