import { TICKET_CATEGORIES, type TicketCategory } from '@storefront-kit/core';
import type { UseTicketsResult } from '@storefront-kit/react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { SiteDialog } from '../../components/SiteDialog';
import { FormField } from '../dashboard/FormField';
import { AttachmentPicker } from './AttachmentPicker';
import './SupportPage.css';
import { supportDialogText } from './supportDialogCopy';
import { DescriptionField, PriorityField, SubjectField } from './TicketFields';

const isCategory = (value: string): value is TicketCategory =>
  (TICKET_CATEGORIES as readonly string[]).includes(value);

interface CreateTicketDialogProps {
  tickets: UseTicketsResult;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * The create-ticket modal: Subject, Category, Priority (Medium by default), Description, a
 * related order and attachments. Sending is refused while a file is still uploading; on
 * success the modal closes and 'Ticket created successfully!' shows. Closing keeps the draft.
 */
export function CreateTicketDialog({ tickets, open, onOpenChange }: CreateTicketDialogProps) {
  return (
    <SiteDialog
      open={open}
      onOpenChange={onOpenChange}
      title={supportDialogText('create.title')}
      className="support-page-dialog-wide"
    >
      <CreateTicketForm tickets={tickets} onDone={() => onOpenChange(false)} />
    </SiteDialog>
  );
}

function CreateTicketForm({ tickets, onDone }: { tickets: UseTicketsResult; onDone(): void }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // Bumped by each refused submit: focus then moves to the first field with a message.
  const [attempt, setAttempt] = useState(0);
  const { values, errors, status, error } = tickets.form;
  const submitting = status === 'submitting';

  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await tickets.create();
    if (result.status === 'created') onDone();
    else if (result.status === 'invalid') setAttempt((n) => n + 1);
  };

  return (
    <form ref={formRef} className="support-page-form" noValidate onSubmit={submit}>
      <p className="support-page-note">{supportDialogText('create.requiredNote')}</p>
      <SubjectField
        value={values.subject}
        error={errors.subject}
        onChange={(value) => tickets.setField('subject', value)}
      />
      <div className="support-page-row">
        <FormField label={supportDialogText('create.category')} required error={errors.category}>
          {(props) => (
            <select
              {...props}
              className="input"
              value={values.category}
              onChange={(event) => {
                const value = event.currentTarget.value;
                tickets.setField('category', isCategory(value) ? value : '');
              }}
            >
              <option value="">{supportDialogText('create.categoryPlaceholder')}</option>
              {TICKET_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <PriorityField
          value={values.priority}
          onChange={(value) => tickets.setField('priority', value)}
        />
      </div>
      <DescriptionField
        value={values.description}
        hint={supportDialogText('create.descriptionHint')}
        error={errors.description}
        onChange={(value) => tickets.setField('description', value)}
      />
      <FormField label={supportDialogText('create.order')} hint={tickets.ordersError ?? undefined}>
        {(props) => (
          <select
            {...props}
            className="input"
            value={values.order}
            onChange={(event) => tickets.setField('order', event.currentTarget.value)}
          >
            <option value="">{supportDialogText('create.noOrder')}</option>
            {tickets.orders.map((order) => (
              <option key={order} value={order}>
                {order}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <AttachmentPicker tickets={tickets} error={errors.attachments} id={`${id}-files`} />
      {error ? <p className="notice notice-error support-page-form-failure">{error}</p> : null}
      <div className="support-page-form-actions">
        <button type="button" className="button button-secondary" onClick={onDone}>
          {supportDialogText('create.cancel')}
        </button>
        <button type="submit" className="button" aria-disabled={submitting || undefined}>
          {submitting ? supportDialogText('create.submitting') : supportDialogText('create.submit')}
        </button>
      </div>
    </form>
  );
}
