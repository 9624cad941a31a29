import {
  dashboardMessages,
  type FieldErrors,
  hasErrors,
  serverMessage,
  type Ticket,
} from '@storefront-kit/core';
import { useStorefront, useTranslator } from '@storefront-kit/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import './SupportPage.css';
import { supportDialogText } from './supportDialogCopy';
import { DescriptionField, isPriority, PriorityField, SubjectField } from './TicketFields';

type EditField = 'subject' | 'description';

interface EditTicketFormProps {
  ticket: Ticket;
  /** The server saved the change: reload what shows the ticket. */
  onSaved(): void;
  onCancel(): void;
}

/**
 * The owner's edit of an Open ticket (decisions.md: subject, description and priority while
 * Open). `useTickets` has no update, so this calls `client.tickets.update` itself and asks the
 * page to reload the ticket and the list afterwards.
 */
export function EditTicketForm({ ticket, onSaved, onCancel }: EditTicketFormProps) {
  const t = useTranslator(dashboardMessages);
  const { client, notifications } = useStorefront();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({
    subject: ticket.subject,
    description: ticket.description,
    priority: isPriority(ticket.priority) ? ticket.priority : 'Medium',
  });
  const [errors, setErrors] = useState<FieldErrors<EditField>>({});
  const [status, setStatus] = useState<'idle' | 'saving'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const selector = attempt === 0 ? 'input' : '[aria-invalid="true"]';
    form.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [attempt]);

  const set = (field: EditField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === 'saving') return;
    const found: FieldErrors<EditField> = {};
    if (!values.subject.trim()) found.subject = t('tickets.subjectRequired');
    if (!values.description.trim()) found.description = t('tickets.descriptionRequired');
    setErrors(found);
    setFailure(null);
    if (hasErrors(found)) {
      setAttempt((n) => n + 1);
      return;
    }
    setStatus('saving');
    try {
      await client.tickets.update(ticket.id, {
        subject: values.subject.trim(),
        description: values.description.trim(),
        priority: values.priority,
      });
      notifications.notify({ kind: 'success', message: supportDialogText('edit.saved') });
      onSaved();
    } catch (error) {
      setFailure(serverMessage(error) ?? supportDialogText('edit.failed'));
      setStatus('idle');
    }
  };

  return (
    <form ref={form} className="support-page-edit-form" noValidate onSubmit={submit}>
      <h3 className="support-page-view-heading">{supportDialogText('edit.title')}</h3>
      <SubjectField
        value={values.subject}
        error={errors.subject}
        onChange={(value) => set('subject', value)}
      />
      <PriorityField
        value={values.priority}
        onChange={(priority) => setValues((current) => ({ ...current, priority }))}
      />
      <DescriptionField
        value={values.description}
        error={errors.description}
        maxLength={5000}
        onChange={(value) => set('description', value)}
      />
      {failure ? (
        <p className="notice notice-error support-page-form-failure" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="support-page-form-actions">
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {supportDialogText('edit.cancel')}
        </button>
        <button type="submit" className="button" aria-disabled={status === 'saving' || undefined}>
          {status === 'saving' ? supportDialogText('edit.saving') : supportDialogText('edit.save')}
        </button>
      </div>
    </form>
  );
}
