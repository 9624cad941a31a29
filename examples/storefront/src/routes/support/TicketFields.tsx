import { TICKET_PRIORITIES, type TicketPriority } from '@storefront-kit/core';
import { FormField } from '../dashboard/FormField';
import './SupportPage.css';
import { supportDialogText } from './supportDialogCopy';

/** Whether a select's value is one of the ticket priorities. */
export const isPriority = (value: string): value is TicketPriority =>
  (TICKET_PRIORITIES as readonly string[]).includes(value);

interface TextFieldProps {
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}

/** The ticket's Subject (required, up to 200 characters), shared by Create and Edit. */
export function SubjectField({ value, error, onChange }: TextFieldProps) {
  return (
    <FormField label={supportDialogText('create.subject')} required error={error}>
      {(props) => (
        <input
          {...props}
          className="input"
          autoComplete="off"
          maxLength={200}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )}
    </FormField>
  );
}

/** The ticket's Priority select, shared by Create and Edit. */
export function PriorityField({
  value,
  onChange,
}: {
  value: TicketPriority;
  onChange: (value: TicketPriority) => void;
}) {
  return (
    <FormField label={supportDialogText('create.priority')}>
      {(props) => (
        <select
          {...props}
          className="input"
          value={value}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (isPriority(next)) onChange(next);
          }}
        >
          {TICKET_PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {priority}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** The ticket's Description (required), shared by Create (with a hint) and Edit. */
export function DescriptionField({
  value,
  error,
  hint,
  maxLength,
  onChange,
}: TextFieldProps & { hint?: string; maxLength?: number }) {
  return (
    <FormField label={supportDialogText('create.description')} required hint={hint} error={error}>
      {(props) => (
        <textarea
          {...props}
          className="input support-page-textarea"
          rows={5}
          maxLength={maxLength}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )}
    </FormField>
  );
}
