import { describe, expect, it } from 'vitest';
import { isUploadInFlight, type UploadItem, uploadReducer } from './uploadReducer';

const item = (partial: Partial<UploadItem> = {}): UploadItem => ({
  id: 'a',
  name: 'wiring.pdf',
  size: 10,
  type: 'application/pdf',
  status: 'queued',
  progress: 0,
  url: null,
  error: null,
  retryable: true,
  ...partial,
});

describe('uploadReducer', () => {
  it('walks queued → reading → uploading → done, progress moving forward only', () => {
    let items = uploadReducer([], { type: 'add', items: [item()] });
    items = uploadReducer(items, { type: 'reading', id: 'a' });
    expect(items[0]).toMatchObject({ status: 'reading', progress: 0 });
    items = uploadReducer(items, { type: 'progress', id: 'a', progress: 0.6 });
    const before = items;
    expect(uploadReducer(items, { type: 'progress', id: 'a', progress: 0.4 })).toBe(before);
    items = uploadReducer(items, { type: 'uploading', id: 'a' });
    expect(items[0]).toMatchObject({ status: 'uploading', progress: 0 });
    items = uploadReducer(items, { type: 'progress', id: 'a', progress: 7 });
    expect(items[0]?.progress).toBe(1);
    items = uploadReducer(items, { type: 'done', id: 'a', url: 'https://x/u.pdf' });
    expect(items[0]).toMatchObject({ status: 'done', progress: 1, url: 'https://x/u.pdf' });
    expect(isUploadInFlight(items[0] as UploadItem)).toBe(false);
  });

  it('ignores events that do not belong to the current step or to a known file', () => {
    const queued = [item()];
    expect(uploadReducer(queued, { type: 'uploading', id: 'a' })).toBe(queued);
    expect(uploadReducer(queued, { type: 'progress', id: 'a', progress: 0.5 })).toBe(queued);
    expect(uploadReducer(queued, { type: 'done', id: 'a', url: 'u' })).toBe(queued);
    expect(uploadReducer(queued, { type: 'reading', id: 'zz' })).toBe(queued);
    expect(uploadReducer(queued, { type: 'remove', id: 'zz' })).toBe(queued);
    const done = [item({ status: 'done', url: 'u', progress: 1 })];
    expect(uploadReducer(done, { type: 'failed', id: 'a', error: 'late' })).toBe(done);
    expect(uploadReducer(done, { type: 'reading', id: 'a' })).toBe(done);
    expect(uploadReducer([], { type: 'clear' })).toEqual([]);
  });

  it('fails from any step in flight, and retries only retryable failures', () => {
    const failed = uploadReducer([item({ status: 'uploading', progress: 0.3 })], {
      type: 'failed',
      id: 'a',
      error: 'Network Error: Failed to fetch',
    });
    expect(failed[0]).toMatchObject({ status: 'failed', error: 'Network Error: Failed to fetch' });
    expect(uploadReducer(failed, { type: 'retry', id: 'a' })[0]).toMatchObject({
      status: 'queued',
      progress: 0,
      error: null,
    });
    const refused = [
      item({ status: 'failed', error: 'x.exe is not an allowed file type', retryable: false }),
    ];
    expect(uploadReducer(refused, { type: 'retry', id: 'a' })).toBe(refused);
    expect(uploadReducer(refused, { type: 'remove', id: 'a' })).toEqual([]);
    expect(uploadReducer([item(), item({ id: 'b' })], { type: 'clear' })).toEqual([]);
  });
});
