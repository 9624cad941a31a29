import { describe, expect, it, vi } from 'vitest';
import { createClientUploadTransport } from './createClientUploadTransport';
import { createUploadTransport } from './createUploadTransport';
import type { XhrLike } from './createXhrUploadTransport';

const body = { data: 'QQ==', filetype: 'text/plain', extension: 'txt' };
const answer = { meta: { status: true }, data: { url: 'https://u/a.txt' } };

describe('createClientUploadTransport', () => {
  it('sends through the client, progress jumping from 0 to 1', async () => {
    const upload = vi.fn().mockResolvedValue(answer);
    const onProgress = vi.fn();
    const signal = new AbortController().signal;
    const url = await createClientUploadTransport({ auth: { upload } }).upload(body, {
      onProgress,
      signal,
    });
    expect(url).toBe('https://u/a.txt');
    expect(upload).toHaveBeenCalledWith(body, { signal });
    expect(onProgress.mock.calls).toEqual([[0], [1]]);
  });

  it('rejects with the client error and reports no completion', async () => {
    const upload = vi.fn().mockRejectedValue(new Error('Network Error: offline'));
    const onProgress = vi.fn();
    await expect(
      createClientUploadTransport({ auth: { upload } }).upload(body, { onProgress }),
    ).rejects.toThrow('Network Error: offline');
    expect(onProgress.mock.calls).toEqual([[0]]);
  });
});

describe('createUploadTransport', () => {
  it('uses the client where there is no XMLHttpRequest (Node) or when told to', async () => {
    const upload = vi.fn().mockResolvedValue(answer);
    await createUploadTransport({ baseUrl: '/api/v1', client: { auth: { upload } } }).upload(body);
    await createUploadTransport({
      baseUrl: '/api/v1',
      client: { auth: { upload } },
      XMLHttpRequest: null,
    }).upload(body);
    expect(upload).toHaveBeenCalledTimes(2);
  });

  it('uses XMLHttpRequest when there is one', async () => {
    const upload = vi.fn();
    const sent: string[] = [];
    class Xhr implements Partial<XhrLike> {
      upload = { onprogress: null };
      status = 200;
      statusText = '';
      responseText = JSON.stringify(answer);
      timeout = 0;
      onload: (() => void) | null = null;
      open() {}
      setRequestHeader() {}
      send(payload: string) {
        sent.push(payload);
        this.onload?.();
      }
    }
    const transport = createUploadTransport({
      baseUrl: '/api/v1',
      client: { auth: { upload } },
      XMLHttpRequest: Xhr as unknown as new () => XhrLike,
    });
    await expect(transport.upload(body)).resolves.toBe('https://u/a.txt');
    expect(sent).toEqual([JSON.stringify(body)]);
    expect(upload).not.toHaveBeenCalled();
  });
});
