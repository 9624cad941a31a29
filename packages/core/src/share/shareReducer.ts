/**
 * Where sharing stands: the native share sheet is open (`sharing`), the link is being copied
 * (`copying`), the 2 s 'Link copied!' confirmation (`copied`), or the clipboard refused
 * (`copy-failed`, kept until the next copy or a reset).
 */
export type ShareStatus = 'idle' | 'sharing' | 'copying' | 'copied' | 'copy-failed';

export interface ShareState {
  readonly status: ShareStatus;
}

export type ShareAction =
  | { type: 'share-start' }
  | { type: 'share-end' }
  | { type: 'copy-start' }
  | { type: 'copy-success' }
  | { type: 'copy-failure' }
  /** The confirmation ran out, or the UI closed. */
  | { type: 'reset' };

export const initialShareState: ShareState = { status: 'idle' };

/** Pure transitions of sharing; the share sheet, the clipboard and the timer live outside. */
export function shareReducer(state: ShareState, action: ShareAction): ShareState {
  switch (action.type) {
    case 'share-start':
      return { status: 'sharing' };
    case 'share-end':
      return state.status === 'sharing' ? initialShareState : state;
    case 'copy-start':
      return { status: 'copying' };
    case 'copy-success':
      return { status: 'copied' };
    case 'copy-failure':
      return { status: 'copy-failed' };
    case 'reset':
      return state.status === 'idle' ? state : initialShareState;
    default:
      return action satisfies never;
  }
}
