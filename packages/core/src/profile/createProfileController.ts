import { computed, type ReadonlySignal, signal } from '@preact/signals-core';
import type { AuthApi } from '../api/authApi';
import { PROFILE_SUCCESS_MS } from '../constants';
import { serverMessage } from '../errors/ApiError';
import { apiMessages } from '../messages/apiMessages';
import { createTranslator } from '../messages/createTranslator';
import { dashboardMessages } from '../messages/dashboardMessages';
import type { MessageOverrides } from '../messages/defaultMessages';
import type { Profile } from '../schemas/auth';
import type { Session } from '../session/types';
import type { UploadableFile } from '../uploads/createUploadQueue';
import type { ReadFile } from '../uploads/readFileAsBase64';
import type { UploadTransport } from '../uploads/UploadTransport';
import { devWarn } from '../util/devWarn';
import { hasErrors } from '../validation/hasErrors';
import { profileCompletion } from '../validation/profileCompletion';
import type { FieldErrors } from '../validation/types';
import { validateProfileImage } from '../validation/validateProfileImage';
import { applyProfileDraft, type ProfileField, toUpdateProfileBody } from './profileDraft';
import {
  initialProfileState,
  isAvatarBusy,
  type ProfileAction,
  type ProfileState,
  profileReducer,
} from './profileReducer';
import { validateProfile } from './validateProfile';

/** Options of `createProfileController`. */
export interface ProfileControllerOptions {
  client: { readonly auth: Pick<AuthApi, 'profile' | 'updateProfile'> };
  session: Pick<Session, 'isLoggedIn' | 'user' | 'subscribe'>;
  /** Sends the new profile picture, e.g. `storefront.uploads`. */
  transport: UploadTransport;
  /** Reads the picture into base64. @default readFileAsBase64 (FileReader progress) */
  readFile?: ReadFile;
  messages?: MessageOverrides;
  /** How long success messages stay. @default 3000 (PROFILE_SUCCESS_MS) */
  noticeMs?: number;
}

/** How a save ended. `invalid`: the form's rules failed (see `errors`); nothing was sent. */
export type ProfileSaveResult =
  | { readonly status: 'saved'; readonly profile: Profile }
  | { readonly status: 'invalid'; readonly errors: FieldErrors<ProfileField> }
  | { readonly status: 'error'; readonly message: string }
  | { readonly status: 'busy' | 'skipped' };

/** How an avatar upload ended. `invalid`: wrong type or over 5 MB; nothing was sent. */
export type AvatarResult =
  | { readonly status: 'done'; readonly url: string }
  | { readonly status: 'invalid' | 'error'; readonly message: string }
  | { readonly status: 'busy' | 'skipped' };

export interface ProfileController {
  readonly state: ReadonlySignal<ProfileState>;
  /** Percent of the 11 profile fields filled (of the form while editing). */
  readonly completion: ReadonlySignal<number>;
  /** Loads the signed-in user's profile (again). */
  load(): Promise<void>;
  /** Opens the form with the saved values. */
  edit(): void;
  /** Closes the form; the saved values are restored. */
  cancel(): void;
  setField(field: ProfileField, value: string): void;
  /** Validates, then saves: the screen shows the new values at once, and the old ones again on failure. */
  save(): Promise<ProfileSaveResult>;
  /** Checks, reads, uploads and saves a new profile picture, with progress. */
  uploadAvatar(file: UploadableFile): Promise<AvatarResult>;
  dispose(): void;
}

/**
 * The profile page (spec 2 §2 Profile, §4, §5, §8): load, view and edit modes, save with the
 * server's rules checked first, and the avatar upload with the spec's messages ('Please select
 * a valid image file (JPEG, PNG, or GIF)', 'Image size should be less than 5MB', 'Profile
 * picture updated successfully!' for 3 s). It follows the session: a logout clears it.
 *
 * @example
 * const profile = createProfileController({ client, session, transport: storefront.uploads });
 * await profile.load();
 * profile.edit();
 * profile.setField('city', 'Gurugram');
 * await profile.save(); // { status: 'saved', profile }
 */
export function createProfileController(options: ProfileControllerOptions): ProfileController {
  const { client, session, transport, messages } = options;
  const t = createTranslator(dashboardMessages, messages);
  const tApi = createTranslator(apiMessages, messages);
  // The default reader and the upload body's code load with the first picture.
  const loadUploadCode = () => import('../uploads/uploadCode');
  const readFile: ReadFile =
    options.readFile ??
    (async (file, readOptions) => (await loadUploadCode()).readFileAsBase64(file, readOptions));
  const state = signal<ProfileState>(initialProfileState);
  const dispatch = (action: ProfileAction) => {
    state.value = profileReducer(state.peek(), action);
  };
  const completion = computed(() => {
    const { profile, mode, draft } = state.value;
    return profileCompletion(
      mode === 'edit' && profile ? applyProfileDraft(profile, draft) : profile,
    );
  });

  // Bumped when the user changes: answers for the previous user are dropped.
  let epoch = 0;
  let active = false;
  let noticeTimer: ReturnType<typeof setTimeout> | undefined;
  let avatarAbort: AbortController | undefined;

  function showNotice() {
    clearTimeout(noticeTimer);
    noticeTimer = setTimeout(
      () => dispatch({ type: 'notice-expired' }),
      options.noticeMs ?? PROFILE_SUCCESS_MS,
    );
  }

  async function load(): Promise<void> {
    active = true;
    const user = session.user();
    if (!session.isLoggedIn() || !user) return;
    const mine = epoch;
    dispatch({ type: 'load-start' });
    try {
      const answer = await client.auth.profile(user.id);
      if (mine === epoch) dispatch({ type: 'load-success', profile: answer.data });
    } catch (error) {
      if (mine !== epoch) return;
      if (typeof process !== 'undefined' && process.env.NODE_ENV !== 'production')
        devWarn('Could not load the profile.', error);
      const message =
        serverMessage(error) ?? (error instanceof Error ? error.message : tApi('api.unexpected'));
      dispatch({ type: 'load-failure', error: message });
    }
  }

  async function save(): Promise<ProfileSaveResult> {
    const current = state.peek();
    if (current.saveStatus === 'saving') return { status: 'busy' };
    if (current.mode !== 'edit' || !current.profile) return { status: 'skipped' };
    const errors = validateProfile(current.draft, { messages });
    if (hasErrors(errors)) {
      dispatch({ type: 'save-invalid', errors });
      return { status: 'invalid', errors };
    }
    const previous = current.profile;
    const mine = epoch;
    dispatch({ type: 'save-start', profile: applyProfileDraft(previous, current.draft) });
    try {
      const answer = await client.auth.updateProfile(toUpdateProfileBody(current.draft));
      if (mine !== epoch) return { status: 'skipped' };
      dispatch({ type: 'save-success', profile: answer.data, notice: answer.meta.message ?? null });
      showNotice();
      return { status: 'saved', profile: answer.data };
    } catch (error) {
      if (mine !== epoch) return { status: 'skipped' };
      // The server's reason (e.g. an e-mail another account uses), else the catalogue's.
      const message = serverMessage(error) ?? t('profile.saveFailed');
      dispatch({ type: 'save-failure', profile: previous, error: message });
      return { status: 'error', message };
    }
  }

  async function uploadAvatar(file: UploadableFile): Promise<AvatarResult> {
    const current = state.peek();
    if (isAvatarBusy(current.avatar.status)) return { status: 'busy' };
    const invalid = validateProfileImage(file, { messages });
    if (invalid) {
      dispatch({ type: 'avatar-failure', error: invalid });
      return { status: 'invalid', message: invalid };
    }
    if (!current.profile || !session.isLoggedIn()) return { status: 'skipped' };
    const mine = epoch;
    const controller = new AbortController();
    avatarAbort = controller;
    const onProgress = (progress: number) => {
      if (mine === epoch) dispatch({ type: 'avatar-progress', progress });
    };
    const fail = (message: string): AvatarResult => {
      if (mine !== epoch) return { status: 'skipped' };
      dispatch({ type: 'avatar-failure', error: message });
      return { status: 'error', message };
    };

    dispatch({ type: 'avatar-step', status: 'reading' });
    let data: string;
    try {
      data = await readFile(file, { onProgress, signal: controller.signal });
    } catch {
      return fail(t('profile.readFailed'));
    }
    if (mine !== epoch) return { status: 'skipped' };
    dispatch({ type: 'avatar-step', status: 'uploading' });
    let url: string;
    try {
      const { toUploadBody } = await loadUploadCode();
      if (mine !== epoch) return { status: 'skipped' };
      url = await transport.upload(toUploadBody(file, data), {
        onProgress,
        signal: controller.signal,
      });
    } catch {
      return fail(t('profile.uploadFailed'));
    }
    if (mine !== epoch) return { status: 'skipped' };
    dispatch({ type: 'avatar-step', status: 'saving' });
    try {
      // Only the name (required) and the picture: every other field stays as saved.
      const saved = state.peek().profile ?? current.profile;
      const answer = await client.auth.updateProfile({ name: saved.name, profile_image: url });
      if (mine !== epoch) return { status: 'skipped' };
      dispatch({ type: 'avatar-success', profile: answer.data, notice: t('profile.imageUpdated') });
      showNotice();
      return { status: 'done', url };
    } catch {
      return fail(t('profile.processFailed'));
    }
  }

  const unsubscribe = session.subscribe((event) => {
    epoch += 1;
    avatarAbort?.abort();
    clearTimeout(noticeTimer);
    dispatch({ type: 'reset' });
    if (event.type !== 'logout' && active) void load();
  });

  return {
    state,
    completion,
    load,
    edit: () => dispatch({ type: 'edit' }),
    cancel: () => dispatch({ type: 'cancel' }),
    setField: (field, value) => dispatch({ type: 'set-field', field, value }),
    save,
    uploadAvatar,
    dispose() {
      epoch += 1;
      avatarAbort?.abort();
      clearTimeout(noticeTimer);
      unsubscribe();
    },
  };
}
