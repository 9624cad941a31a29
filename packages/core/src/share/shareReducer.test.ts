import { describe, expect, it } from 'vitest';
import { initialShareState, type ShareState, shareReducer } from './shareReducer';

const at = (status: ShareState['status']): ShareState => ({ status });

describe('shareReducer', () => {
  it('runs the native share sheet: idle → sharing → idle', () => {
    const sharing = shareReducer(initialShareState, { type: 'share-start' });
    expect(sharing).toEqual(at('sharing'));
    expect(shareReducer(sharing, { type: 'share-end' })).toEqual(at('idle'));
  });

  it('does not let the end of a share sheet undo a copy that happened meanwhile', () => {
    const copied = at('copied');
    expect(shareReducer(copied, { type: 'share-end' })).toBe(copied);
  });

  it('runs a copy: copying → copied or copy-failed', () => {
    const copying = shareReducer(initialShareState, { type: 'copy-start' });
    expect(copying).toEqual(at('copying'));
    expect(shareReducer(copying, { type: 'copy-success' })).toEqual(at('copied'));
    expect(shareReducer(copying, { type: 'copy-failure' })).toEqual(at('copy-failed'));
  });

  it('resets to idle, keeping the same object when already idle', () => {
    expect(shareReducer(at('copied'), { type: 'reset' })).toEqual(at('idle'));
    expect(shareReducer(at('copy-failed'), { type: 'reset' })).toEqual(at('idle'));
    expect(shareReducer(initialShareState, { type: 'reset' })).toBe(initialShareState);
  });
});
