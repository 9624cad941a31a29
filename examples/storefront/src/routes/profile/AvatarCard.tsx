import { isAvatarBusy } from '@storefront-kit/core';
import { type UseProfileResult, useStorefront } from '@storefront-kit/react';
import { useId } from 'react';
import '../dashboard/DashboardPage.css';
import './ProfilePage.css';
import { profileText } from './profileCopy';

/** What the picker offers; other files are refused by core's `validateProfileImage` anyway. */
const IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,.jpg,.jpeg,.png,.gif,.webp';

/** Initials of a name for the placeholder avatar: 'Asha Verma' → 'AV'. */
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('') || '?';

/**
 * The profile's picture, name and completion, with the picture upload: JPEG, PNG, GIF or WebP
 * up to 5 MB (the spec's messages), progress while it is read and sent, and 'Profile picture
 * updated successfully!' for 3 s.
 */
export function AvatarCard({ profile }: { profile: UseProfileResult }) {
  const { assetUrl } = useStorefront();
  const id = useId();
  const saved = profile.profile;
  const { avatar } = profile;
  const busy = isAvatarBusy(avatar.status);
  if (!saved) return null;
  const percent = Math.round(avatar.progress * 100);
  return (
    <section className="profile-page-card profile-page-avatar-card" aria-labelledby={`${id}-name`}>
      <div className="profile-page-avatar">
        {saved.profile_image ? (
          <img
            className="profile-page-avatar-image"
            src={assetUrl(saved.profile_image)}
            alt={profileText('profile.pictureAlt', { name: saved.name })}
            width={128}
            height={128}
          />
        ) : (
          <span className="profile-page-initials" aria-hidden="true">
            {initialsOf(saved.name)}
          </span>
        )}
      </div>
      <h2 id={`${id}-name`} className="profile-page-name">
        {saved.name}
      </h2>
      {saved.email ? <p className="profile-page-email">{saved.email}</p> : null}

      <div className="profile-page-upload">
        <input
          id={`${id}-picture`}
          type="file"
          accept={IMAGE_ACCEPT}
          className="profile-page-upload-input"
          aria-describedby={`${id}-picture-hint`}
          disabled={busy}
          onChange={(event) => {
            const input = event.currentTarget;
            const file = input.files?.[0];
            input.value = '';
            if (file) void profile.uploadAvatar(file);
          }}
        />
        {/* The input is visually hidden; its label is the visible button (focus shows on it). */}
        <label
          htmlFor={`${id}-picture`}
          className="button button-secondary button-small profile-page-upload-label"
          aria-disabled={busy || undefined}
        >
          {profileText('profile.changePicture')}
        </label>
        <p id={`${id}-picture-hint`} className="profile-page-hint">
          {profileText('profile.pictureHint')}
        </p>
      </div>
      {busy ? (
        <div className="profile-page-avatar-progress" role="status">
          {avatar.status === 'saving' ? (
            profileText('profile.savingPicture')
          ) : (
            <>
              <progress
                max={100}
                value={percent}
                aria-label={profileText('profile.uploadProgress')}
              />
              {profileText(avatar.status === 'reading' ? 'profile.reading' : 'profile.uploading', {
                percent,
              })}
            </>
          )}
        </div>
      ) : null}
      {avatar.status === 'error' && avatar.error ? (
        <p className="dashboard-page-error" role="alert">
          {avatar.error}
        </p>
      ) : null}

      <div className="profile-page-completion">
        <div className="profile-page-completion-head">
          <span id={`${id}-completion`}>{profileText('profile.completion')}</span>
          <strong>{profile.completion}%</strong>
        </div>
        <progress
          className="profile-page-completion-bar"
          max={100}
          value={profile.completion}
          aria-labelledby={`${id}-completion`}
          aria-describedby={`${id}-completion-hint`}
        />
        <p id={`${id}-completion-hint`} className="profile-page-hint">
          {profileText('profile.completionHint')}
        </p>
      </div>
    </section>
  );
}
