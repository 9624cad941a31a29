import { COMMENT_MIN_LENGTH } from '@storefront-kit/core';
import type { UseTicketsResult } from '@storefront-kit/react';
import { type FormEvent, useRef } from 'react';
import { SiteDialog } from '../../components/SiteDialog';
import { FormField } from '../dashboard/FormField';
import './SupportPage.css';
import { supportDialogText } from './supportDialogCopy';

interface CommentDialogProps {
  tickets: UseTicketsResult;
  open: boolean;
  onClose(): void;
}

/**
 * The add-comment modal: a comment of at least 10 characters (decisions.md: the hint's
 * minimum is enforced) with a character counter. On success the list shows the server's
 * ticket, 'Comment added successfully!' shows and the modal closes.
 */
export function CommentDialog({ tickets, open, onClose }: CommentDialogProps) {
  const field = useRef<HTMLTextAreaElement>(null);
  const { ticket } = tickets.selected;
  const { text, errors, status, error } = tickets.comment;
  const submitting = status === 'submitting';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await tickets.addComment();
    if (result.status === 'added') onClose();
    else if (result.status === 'invalid') field.current?.focus();
  };

  return (
    <SiteDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={supportDialogText('comment.title')}
      initialFocus={field}
    >
      <form className="support-page-form" noValidate onSubmit={submit}>
        {ticket ? (
          <p className="support-page-note">
            {supportDialogText('comment.on', { subject: ticket.subject })}
          </p>
        ) : null}
        <FormField
          label={supportDialogText('comment.label')}
          required
          hint={supportDialogText('comment.hint', { min: COMMENT_MIN_LENGTH })}
          error={errors.message}
        >
          {(props) => (
            <>
              <textarea
                {...props}
                ref={field}
                className="input support-page-textarea"
                rows={4}
                maxLength={2000}
                value={text}
                onChange={(event) => tickets.setComment(event.currentTarget.value)}
              />
              <p
                className="support-page-counter"
                data-state={tickets.commentLength >= COMMENT_MIN_LENGTH ? 'enough' : 'short'}
              >
                {supportDialogText('comment.counter', { count: tickets.commentLength })}
              </p>
            </>
          )}
        </FormField>
        {error ? <p className="notice notice-error support-page-form-failure">{error}</p> : null}
        <div className="support-page-form-actions">
          <button type="button" className="button button-secondary" onClick={onClose}>
            {supportDialogText('comment.cancel')}
          </button>
          <button
            type="submit"
            className="button"
            aria-disabled={submitting || !tickets.selected.id || undefined}
          >
            {submitting
              ? supportDialogText('comment.submitting')
              : supportDialogText('comment.submit')}
          </button>
        </div>
      </form>
    </SiteDialog>
  );
}
