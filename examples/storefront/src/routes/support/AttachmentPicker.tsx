import { ATTACHMENT_ACCEPT, dashboardMessages, type UploadItem } from '@storefront-kit/core';
import { type UseTicketsResult, useTranslator } from '@storefront-kit/react';
import { useEffect, useState } from 'react';
import { DashboardIcon } from '../dashboard/DashboardIcon';
import '../dashboard/DashboardPage.css';
import './SupportPage.css';
import { supportDialogText } from './supportDialogCopy';

interface DroppedFile {
  readonly id: string;
  readonly message: string;
}

const percentOf = (item: UploadItem) => Math.round(item.progress * 100);

/** Bytes as '12 KB' / '3.4 MB'. */
function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * The create form's attachments: images, pdf, doc, docx, txt up to 10 MB each (enforced), each
 * uploaded at once with its progress, then 'Uploaded'. A file that is refused (type, size) or
 * fails to upload is removed from the list (spec 2 §4), and its reason stays shown here.
 */
export function AttachmentPicker({
  tickets,
  error,
  id,
}: {
  tickets: UseTicketsResult;
  /** The form's message for the attachments ('Please wait for all files to finish uploading'). */
  error: string | undefined;
  id: string;
}) {
  const t = useTranslator(dashboardMessages);
  const [dropped, setDropped] = useState<readonly DroppedFile[]>([]);
  const { attachments, removeAttachment } = tickets;

  // Failed files leave the list; their messages stay until the next pick.
  useEffect(() => {
    const failed = attachments.filter((item) => item.status === 'failed');
    if (!failed.length) return;
    setDropped((current) => [
      ...current,
      ...failed
        .filter((item) => !current.some((known) => known.id === item.id))
        .map((item) => ({
          id: item.id,
          message: supportDialogText('file.removed', { message: item.error ?? item.name }),
        })),
    ]);
    for (const item of failed) removeAttachment(item.id);
  }, [attachments, removeAttachment]);

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset className="support-page-attachments">
      <legend className="dashboard-page-label">{supportDialogText('create.attachments')}</legend>
      <label htmlFor={id} className="visually-hidden">
        {supportDialogText('create.chooseFiles')}
      </label>
      <input
        id={id}
        type="file"
        multiple
        accept={ATTACHMENT_ACCEPT}
        className="support-page-file-input"
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const input = event.currentTarget;
          const files = input.files ? Array.from(input.files) : [];
          if (files.length) {
            setDropped([]);
            tickets.addAttachments(files);
          }
          // The same file may be picked again after it was removed.
          input.value = '';
        }}
      />
      <p id={hintId} className="dashboard-page-hint">
        {supportDialogText('create.attachmentsHint')}
      </p>
      {attachments.length ? (
        <ul className="support-page-files" aria-label={supportDialogText('create.attachments')}>
          {attachments.map((item) => (
            <li key={item.id} className="support-page-file" data-state={item.status}>
              <DashboardIcon name="file" size={18} className="support-page-file-icon" />
              <span className="support-page-file-name">
                {item.name}
                <span className="support-page-file-size">{formatSize(item.size)}</span>
              </span>
              <FileProgress item={item} uploaded={t('tickets.uploaded')} />
              <button
                type="button"
                className="support-page-file-remove"
                aria-label={supportDialogText('file.remove', { name: item.name })}
                onClick={() => removeAttachment(item.id)}
              >
                <DashboardIcon name="close" size={16} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div role="alert" className="support-page-dropped">
        {dropped.map((file) => (
          <p key={file.id} className="dashboard-page-error">
            {file.message}
          </p>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="dashboard-page-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Waiting…, Preparing n%, Uploading n% (with a progress bar), then Uploaded. */
function FileProgress({ item, uploaded }: { item: UploadItem; uploaded: string }) {
  if (item.status === 'done') {
    return (
      <span className="support-page-file-done">
        <DashboardIcon name="check" size={16} />
        {uploaded}
      </span>
    );
  }
  if (item.status === 'queued') {
    return <span className="support-page-file-status">{supportDialogText('file.waiting')}</span>;
  }
  if (item.status === 'failed') return null;
  const percent = percentOf(item);
  return (
    <span className="support-page-file-status">
      <progress
        className="support-page-progress"
        max={100}
        value={percent}
        aria-label={supportDialogText('file.progress', { name: item.name })}
      />
      <span>
        {supportDialogText(item.status === 'reading' ? 'file.reading' : 'file.uploading', {
          percent,
        })}
      </span>
    </span>
  );
}
