import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPY_CONFIRMATION_MS } from '../constants';
import { createShareController } from './createShareController';

const data = { url: 'https://shop.example.in/p/1', title: 'Relay' };

const deferred = () => {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

const abortError = () => Object.assign(new Error('Share canceled'), { name: 'AbortError' });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('createShareController: native share', () => {
  it('opens the share sheet and reports `shared`, `sharing` meanwhile', async () => {
    const sheet = deferred();
    const nativeShare = vi.fn(() => sheet.promise);
    const sharing = createShareController({ nativeShare });
    expect(sharing.canShareNatively(data)).toBe(true);

    const outcome = sharing.share(data);
    expect(nativeShare).toHaveBeenCalledWith(data);
    expect(sharing.state.value.status).toBe('sharing');
    await expect(sharing.share(data)).resolves.toBe('busy');
    expect(nativeShare).toHaveBeenCalledTimes(1);

    sheet.resolve();
    await expect(outcome).resolves.toBe('shared');
    expect(sharing.state.value.status).toBe('idle');
  });

  it('reads a closed sheet as `cancelled` and any other failure as `failed`', async () => {
    const cancelled = createShareController({
      nativeShare: () => Promise.reject(abortError()),
    });
    await expect(cancelled.share(data)).resolves.toBe('cancelled');
    expect(cancelled.state.value.status).toBe('idle');

    const refused = createShareController({
      nativeShare: () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
    });
    await expect(refused.share(data)).resolves.toBe('failed');
    const thrown = createShareController({ nativeShare: () => Promise.reject('nope') });
    await expect(thrown.share(data)).resolves.toBe('failed');
  });

  it('is `unavailable` without a sheet, or when the sheet refuses the data', async () => {
    const none = createShareController({ nativeShare: null });
    expect(none.canShareNatively(data)).toBe(false);
    await expect(none.share(data)).resolves.toBe('unavailable');

    const nativeShare = vi.fn(() => Promise.resolve());
    const picky = createShareController({ nativeShare, canShare: () => false });
    expect(picky.canShareNatively(data)).toBe(false);
    await expect(picky.share(data)).resolves.toBe('unavailable');

    const throwing = createShareController({
      nativeShare,
      canShare: () => {
        throw new TypeError('bad data');
      },
    });
    expect(throwing.canShareNatively(data)).toBe(false);
    expect(nativeShare).not.toHaveBeenCalled();
  });

  it("uses the browser's navigator.share and canShare when present, read at call time", async () => {
    const sharing = createShareController();
    vi.stubGlobal('navigator', {});
    await expect(sharing.share(data)).resolves.toBe('unavailable');

    const share = vi.fn(() => Promise.resolve());
    const canShare = vi.fn(() => true);
    vi.stubGlobal('navigator', { share, canShare });
    await expect(sharing.share(data)).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(canShare).toHaveBeenCalledWith(data);

    vi.stubGlobal('navigator', { share });
    expect(sharing.canShareNatively(data)).toBe(true);
  });
});

describe('createShareController: copy link', () => {
  it('copies, shows `copied` for 2 s, then `idle`', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const sharing = createShareController({ writeText });
    const copying = sharing.copy(data.url);
    expect(sharing.state.value.status).toBe('copying');
    await expect(copying).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith(data.url);
    expect(sharing.state.value.status).toBe('copied');
    vi.advanceTimersByTime(COPY_CONFIRMATION_MS - 1);
    expect(sharing.state.value.status).toBe('copied');
    vi.advanceTimersByTime(1);
    expect(sharing.state.value.status).toBe('idle');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('restarts the confirmation on a second copy', async () => {
    const sharing = createShareController({ writeText: () => Promise.resolve() });
    await sharing.copy('a');
    vi.advanceTimersByTime(1500);
    await sharing.copy('b');
    vi.advanceTimersByTime(1500);
    expect(sharing.state.value.status).toBe('copied');
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(500);
    expect(sharing.state.value.status).toBe('idle');
  });

  it('takes another confirmation time', async () => {
    const sharing = createShareController({
      writeText: () => Promise.resolve(),
      confirmationMs: 500,
    });
    await sharing.copy('a');
    vi.advanceTimersByTime(500);
    expect(sharing.state.value.status).toBe('idle');
  });

  it('reports a refused or missing clipboard as `copy-failed`, kept until a reset', async () => {
    const refused = createShareController({
      writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
    });
    await expect(refused.copy('a')).resolves.toBe(false);
    expect(refused.state.value.status).toBe('copy-failed');
    vi.advanceTimersByTime(60_000);
    expect(refused.state.value.status).toBe('copy-failed');
    refused.reset();
    expect(refused.state.value.status).toBe('idle');

    const missing = createShareController({ writeText: null });
    await expect(missing.copy('a')).resolves.toBe(false);
    expect(missing.state.value.status).toBe('copy-failed');
  });

  it("uses the browser's clipboard when present", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    const sharing = createShareController();
    await expect(sharing.copy(data.url)).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith(data.url);

    vi.stubGlobal('navigator', { clipboard: {} });
    await expect(sharing.copy(data.url)).resolves.toBe(false);
    vi.stubGlobal('navigator', undefined);
    await expect(sharing.copy(data.url)).resolves.toBe(false);
  });

  it('lets only the latest copy settle the state', async () => {
    const first = deferred();
    const writes = [first.promise, Promise.resolve()];
    const sharing = createShareController({ writeText: () => writes.shift() as Promise<void> });
    const slow = sharing.copy('a');
    await sharing.copy('b');
    expect(sharing.state.value.status).toBe('copied');
    first.reject(new Error('late failure'));
    await expect(slow).resolves.toBe(false);
    expect(sharing.state.value.status).toBe('copied');
  });

  it('reset() stops the confirmation timer', async () => {
    const sharing = createShareController({ writeText: () => Promise.resolve() });
    await sharing.copy('a');
    sharing.reset();
    expect(sharing.state.value.status).toBe('idle');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('dispose() stops the timer and ignores later answers', async () => {
    const write = deferred();
    const sharing = createShareController({ writeText: () => write.promise });
    const copying = sharing.copy('a');
    sharing.dispose();
    write.resolve();
    await expect(copying).resolves.toBe(true);
    expect(sharing.state.value.status).toBe('copying');
    expect(vi.getTimerCount()).toBe(0);

    const done = createShareController({ writeText: () => Promise.resolve() });
    await done.copy('a');
    done.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });
});
