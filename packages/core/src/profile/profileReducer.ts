import type { Profile } from '../schemas/auth';
import { clearFieldError } from '../validation/clearFieldError';
import type { FieldErrors } from '../validation/types';
import {
  emptyProfileDraft,
  type ProfileDraft,
  type ProfileField,
  profileDraftOf,
} from './profileDraft';

/** Loading the profile: `idle` → `loading` → `loaded` | `error`. */
export type ProfileStatus = 'idle' | 'loading' | 'loaded' | 'error';

/** View mode shows the profile; edit mode the form with the draft. */
export type ProfileMode = 'view' | 'edit';

/** Saving the form: `saving`, then `saved` (for 3 s) or `error`. */
export type ProfileSaveStatus = 'idle' | 'saving' | 'saved' | 'error';

/**
 * A new profile picture: `reading` the file → `uploading` it → `saving` it in the profile →
 * `done` (for 3 s, 'Profile picture updated successfully!') or `error`.
 */
export type AvatarStatus = 'idle' | 'reading' | 'uploading' | 'saving' | 'done' | 'error';

export interface ProfileState {
  readonly status: ProfileStatus;
  /** The last saved profile (optimistically the one being saved). */
  readonly profile: Profile | null;
  /** Why the profile could not be loaded. */
  readonly error: string | null;
  readonly mode: ProfileMode;
  /** The edit form's values. */
  readonly draft: ProfileDraft;
  /** The form's messages; a field's entry clears when it is edited. */
  readonly errors: FieldErrors<ProfileField>;
  readonly saveStatus: ProfileSaveStatus;
  /** Why the last save failed. */
  readonly saveError: string | null;
  readonly avatar: {
    readonly status: AvatarStatus;
    /** Fraction (0..1) of the current step (`reading` or `uploading`). */
    readonly progress: number;
    readonly error: string | null;
  };
  /** A success message shown for 3 s (PROFILE_SUCCESS_MS). */
  readonly notice: string | null;
}

export type ProfileAction =
  | { type: 'reset' }
  | { type: 'load-start' }
  | { type: 'load-success'; profile: Profile }
  | { type: 'load-failure'; error: string }
  | { type: 'edit' }
  | { type: 'cancel' }
  | { type: 'set-field'; field: ProfileField; value: string }
  | { type: 'save-invalid'; errors: FieldErrors<ProfileField> }
  /** `profile` is the optimistic one: the draft applied. */
  | { type: 'save-start'; profile: Profile }
  | { type: 'save-success'; profile: Profile; notice: string | null }
  /** `profile` is the one before the save: it is shown again, with the form. */
  | { type: 'save-failure'; profile: Profile; error: string }
  | { type: 'avatar-step'; status: 'reading' | 'uploading' | 'saving' }
  | { type: 'avatar-progress'; progress: number }
  | { type: 'avatar-success'; profile: Profile; notice: string }
  | { type: 'avatar-failure'; error: string }
  /** The success message's 3 s are over. */
  | { type: 'notice-expired' };

const idleAvatar: ProfileState['avatar'] = { status: 'idle', progress: 0, error: null };

export const initialProfileState: ProfileState = {
  status: 'idle',
  profile: null,
  error: null,
  mode: 'view',
  draft: emptyProfileDraft,
  errors: {},
  saveStatus: 'idle',
  saveError: null,
  avatar: idleAvatar,
  notice: null,
};

/** True while a new profile picture is being read, sent or saved. */
export function isAvatarBusy(status: AvatarStatus): boolean {
  return status === 'reading' || status === 'uploading' || status === 'saving';
}

/**
 * The profile page's pure transitions (spec 2 §4 Profile): view and edit modes, the draft,
 * cancel restoring the saved values, the optimistic save and its rollback, and the avatar's
 * steps.
 */
export function profileReducer(state: ProfileState, action: ProfileAction): ProfileState {
  switch (action.type) {
    case 'reset':
      return initialProfileState;
    case 'load-start':
      return { ...state, status: 'loading', error: null };
    case 'load-success':
      return {
        ...state,
        status: 'loaded',
        profile: action.profile,
        error: null,
        // An open form keeps what the customer typed.
        draft: state.mode === 'edit' ? state.draft : profileDraftOf(action.profile),
      };
    case 'load-failure':
      return { ...state, status: 'error', error: action.error };
    case 'edit':
      if (!state.profile || state.mode === 'edit' || state.saveStatus === 'saving') return state;
      return {
        ...state,
        mode: 'edit',
        draft: profileDraftOf(state.profile),
        errors: {},
        saveError: null,
      };
    case 'cancel':
      return {
        ...state,
        mode: 'view',
        draft: profileDraftOf(state.profile),
        errors: {},
        saveError: null,
      };
    case 'set-field':
      if (state.mode !== 'edit') return state;
      return {
        ...state,
        draft: { ...state.draft, [action.field]: action.value },
        errors: clearFieldError(state.errors, action.field),
      };
    case 'save-invalid':
      return { ...state, errors: action.errors };
    case 'save-start':
      return {
        ...state,
        profile: action.profile,
        mode: 'view',
        errors: {},
        saveStatus: 'saving',
        saveError: null,
        notice: null,
      };
    case 'save-success':
      return {
        ...state,
        profile: action.profile,
        draft: profileDraftOf(action.profile),
        saveStatus: 'saved',
        notice: action.notice,
      };
    case 'save-failure':
      return {
        ...state,
        profile: action.profile,
        mode: 'edit',
        saveStatus: 'error',
        saveError: action.error,
      };
    case 'avatar-step':
      return { ...state, avatar: { status: action.status, progress: 0, error: null } };
    case 'avatar-progress': {
      const { status, progress } = state.avatar;
      if (status !== 'reading' && status !== 'uploading') return state;
      const next = Math.min(Math.max(action.progress, 0), 1);
      return next > progress ? { ...state, avatar: { ...state.avatar, progress: next } } : state;
    }
    case 'avatar-success':
      return {
        ...state,
        profile: action.profile,
        draft: state.mode === 'edit' ? state.draft : profileDraftOf(action.profile),
        avatar: { status: 'done', progress: 1, error: null },
        notice: action.notice,
      };
    case 'avatar-failure':
      return { ...state, avatar: { ...state.avatar, status: 'error', error: action.error } };
    case 'notice-expired':
      return {
        ...state,
        notice: null,
        saveStatus: state.saveStatus === 'saved' ? 'idle' : state.saveStatus,
        avatar: state.avatar.status === 'done' ? idleAvatar : state.avatar,
      };
    default:
      action satisfies never;
      return state;
  }
}
