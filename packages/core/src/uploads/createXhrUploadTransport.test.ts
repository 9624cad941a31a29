import { describe, expect, it, vi } from 'vitest';
import { isApiError } from '../errors/ApiError';
import { isNetworkError } from '../errors/NetworkError';
import { isResponseValidationError } from '../errors/ResponseValidationError';
import { isTimeoutError } from '../errors/TimeoutError';
import { isAbortError } from '../http/createHttp';
import {
  createXhrUploadTransport,
  type ProgressLike,
  type XhrLike,
} from './createXhrUploadTransport';

const body = { data: 'iVBORw0KGgo=', filetype: 'image/png', extension: 'png' };

/** An XMLHttpRequest double: records what was sent; the test plays the network's part. */
class FakeXhr implements XhrLike {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: string | undefined;
  aborted = false;
  timeout = 0;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: ProgressLike) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(payload: string) {
    this.sent = payload;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable });
  }
  respond(status: number, text: string, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = text;
    this.onload?.();
  }
}

const xhr = () => FakeXhr.last as FakeXhr;

function transport(overrides: Partial<Parameters<typeof createXhrUploadTransport>[0]> = {}) {
  return createXhrUploadTransport({
    baseUrl: 'https://shop.test/api/v1/',
    getToken: () => 'tok',
    headers: { 'X-Shop': 'acme' },
    XMLHttpRequest: FakeXhr,
    ...overrides,
  });
}

describe('createXhrUploadTransport', () => {
  it('sends the JSON body with the headers of the client and reports upload progress', async () => {
    const onProgress = vi.fn();
    const upload = transport().upload(body, { onProgress });
    const request = xhr();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://shop.test/api/v1/auth/upload');
    expect(request.headers).toEqual({
      'Content-Type': 'application/json',
      'X-Shop': 'acme',
      Authorization: 'Bearer tok',
    });
    expect(request.timeout).toBe(60_000);
    expect(JSON.parse(request.sent ?? '')).toEqual(body);
    request.progress(25, 100);
    request.progress(50, 100, false);
    request.progress(100, 100);
    request.respond(
      200,
      JSON.stringify({ meta: { status: true }, data: { url: 'https://u/1.png' } }),
    );
    await expect(upload).resolves.toBe('https://u/1.png');
    expect(onProgress.mock.calls.map(([fraction]) => fraction)).toEqual([0, 0.25, 1, 1]);
  });

  it('sends no Authorization without a token and uses the given timeout', async () => {
    const upload = transport({ getToken: () => null, timeout: 5000, headers: undefined }).upload(
      body,
    );
    expect(xhr().headers).toEqual({ 'Content-Type': 'application/json' });
    expect(xhr().timeout).toBe(5000);
    xhr().respond(201, JSON.stringify({ meta: { status: true }, data: { url: 'u' } }));
    await expect(upload).resolves.toBe('u');
  });

  it("fails a non-OK answer with the client's ApiError and message, and reports a 401", async () => {
    const onUnauthorized = vi.fn();
    const upload = transport({ onUnauthorized }).upload(body);
    const answer = JSON.stringify({ meta: { status: false, message: 'Invalid or expired token' } });
    xhr().respond(401, answer, 'Unauthorized');
    const error = await upload.catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({
      message: `Network Error: API Error: 401 - ${answer}`,
      status: 401,
      body: { meta: { status: false, message: 'Invalid or expired token' } },
    });
    expect(onUnauthorized).toHaveBeenCalledWith(error);
  });

  it('uses the status text for an empty error body and keeps a non-JSON body as text', async () => {
    const onUnauthorized = vi.fn();
    const first = transport({ onUnauthorized, getToken: () => undefined }).upload(body);
    xhr().respond(401, '', 'Unauthorized');
    await expect(first).rejects.toMatchObject({
      message: 'Network Error: API Error: 401 - Unauthorized',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
    const second = transport().upload(body);
    xhr().respond(502, '<html>bad gateway</html>', 'Bad Gateway');
    await expect(second).rejects.toMatchObject({ status: 502, body: '<html>bad gateway</html>' });
  });

  it('fails a 2xx answer that is not JSON or does not match the schema with ResponseValidationError', async () => {
    const first = transport().upload(body);
    xhr().respond(200, 'not json');
    const notJson = await first.catch((e: unknown) => e);
    expect(isResponseValidationError(notJson)).toBe(true);
    expect(notJson).toMatchObject({
      message: 'Invalid response format from server',
      endpoint: 'POST auth/upload',
      issues: [{ code: 'invalid_json' }],
    });
    const second = transport().upload(body);
    xhr().respond(200, JSON.stringify({ meta: { status: true }, data: {} }));
    const wrong = await second.catch((e: unknown) => e);
    expect(isResponseValidationError(wrong)).toBe(true);
    expect(wrong).toMatchObject({ issues: [{ path: ['data', 'url'] }] });
    const third = transport().upload(body);
    xhr().respond(200, '');
    await expect(third).rejects.toMatchObject({ name: 'ResponseValidationError' });
  });

  it('maps a connection failure to NetworkError and a timeout to TimeoutError', async () => {
    const first = transport().upload(body);
    xhr().onerror?.();
    const network = await first.catch((e: unknown) => e);
    expect(isNetworkError(network)).toBe(true);
    expect(network).toMatchObject({ message: 'Network Error: Failed to fetch' });
    const second = transport({ messages: { 'api.timeout': 'Too slow' } }).upload(body);
    xhr().ontimeout?.();
    const timeout = await second.catch((e: unknown) => e);
    expect(isTimeoutError(timeout)).toBe(true);
    expect(timeout).toMatchObject({ message: 'Network Error: Too slow' });
  });

  it('aborts with the signal, and refuses to start with an aborted one', async () => {
    const controller = new AbortController();
    const upload = transport().upload(body, { signal: controller.signal });
    controller.abort();
    expect(xhr().aborted).toBe(true);
    expect(isAbortError(await upload.catch((e: unknown) => e))).toBe(true);
    FakeXhr.last = undefined;
    await expect(transport().upload(body, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(FakeXhr.last).toBeUndefined();
  });

  it('fails with a NetworkError where there is no XMLHttpRequest', async () => {
    const upload = createXhrUploadTransport({ baseUrl: '/api/v1' }).upload(body);
    await expect(upload).rejects.toMatchObject({
      name: 'NetworkError',
      message: 'Network Error: XMLHttpRequest is not available',
    });
  });
});
