import type { ReadonlySignal } from '@preact/signals-core';
import { createTranslator } from '../messages/createTranslator';
import { dashboardMessages } from '../messages/dashboardMessages';
import type { MessageOverrides } from '../messages/defaultMessages';
import type { Notifier } from '../notifications/types';
import type { LazyUploadQueue } from '../uploads/createLazyUploadQueue';
import type { UploadQueue } from '../uploads/createUploadQueue';
import type { ReadFile } from '../uploads/readFileAsBase64';
import { startUploadQueue } from '../uploads/startUploadQueue';
import type { UploadTransport } from '../uploads/UploadTransport';
import { devWarn } from '../util/devWarn';
import { hasErrors } from '../validation/hasErrors';
import { validateAttachment } from '../validation/validateAttachment';
import { validateComment } from '../validation/validateComment';
import { validateTicket } from '../validation/validateTicket';
import type { TicketDraft, TicketsAction, TicketsState } from './ticketsReducer';
import type {
  TicketCommentResult,
  TicketCreateResult,
  TicketsControllerOptions,
} from './ticketsTypes';

/*
 * The support page's forms (spec 2 §2 Support tickets, §4, §5): the create form's attachment
 * queue and submission, and the comment form's. `createTicketsController` loads this module on
 * their first use (the first file picked, the first submit), so the list's first render does
 * not download it, nor the dashboard catalogue its messages come from. Internal to core.
 */

/** What a form's submission works with: its controller's client, state and reports. */
export interface TicketFormContext {
  readonly client: TicketsControllerOptions['client'];
  readonly session: TicketsControllerOptions['session'];
  readonly notify?: Notifier;
  readonly messages?: MessageOverrides;
  readonly state: ReadonlySignal<TicketsState>;
  dispatch(action: TicketsAction): void;
  readonly attachments: LazyUploadQueue;
  /** False once the user changed (or the controller was disposed) since the submit began. */
  isCurrent(): boolean;
  /** Reloads the list. */
  reload(): void;
}

const warn = (message: string, error: unknown) => {
  if (typeof process !== 'undefined' && process.env.NODE_ENV !== 'production')
    devWarn(message, error);
};

/**
 * The create form's attachments: images, pdf, doc, docx, txt up to 10 MB, with progress.
 * `isAbortError` is the HTTP layer's (see `startUploadQueue`).
 */
export function createAttachmentQueue(
  options: {
    transport: UploadTransport;
    readFile?: ReadFile;
    messages?: MessageOverrides;
    isAbortError(error: unknown): boolean;
  },
  nextId: () => string,
): UploadQueue {
  const { isAbortError, ...queue } = options;
  return startUploadQueue(
    { ...queue, validate: (file) => validateAttachment(file, { messages: queue.messages }) },
    nextId,
    isAbortError,
  );
}

/** Creates the ticket once the form is valid and every attachment is uploaded. */
export async function submitTicket(context: TicketFormContext): Promise<TicketCreateResult> {
  const { client, session, notify, messages, state, dispatch, attachments } = context;
  const t = createTranslator(dashboardMessages, messages);
  // The files just picked are in the queue (a refused one failed) before the form is checked.
  await attachments.ready();
  if (!context.isCurrent()) return { status: 'skipped' };
  const { form } = state.peek();
  if (form.status === 'submitting') return { status: 'busy' };
  const uploads = attachments.status.peek();
  const errors = validateTicket(
    { ...form.values, uploading: uploads === 'uploading' },
    { messages },
  );
  // A failed attachment blocks the form until it is retried or removed: its message says why.
  const failed = attachments.items.peek().find((item) => item.status === 'failed');
  if (!errors.attachments && failed?.error) errors.attachments = failed.error;
  if (hasErrors(errors)) {
    dispatch({ type: 'form-invalid', errors });
    return { status: 'invalid', errors };
  }
  const { values } = form;
  const user = session.user();
  dispatch({ type: 'form-submit' });
  try {
    const answer = await client.tickets.create({
      subject: values.subject.trim(),
      category: values.category as Exclude<TicketDraft['category'], ''>,
      description: values.description.trim(),
      priority: values.priority,
      status: 'Open',
      attachments: [...attachments.urls.peek()],
      user: user ? { id: user.id, name: user.name, email: user.email } : undefined,
      orders: values.order.trim() || null,
    });
    if (!context.isCurrent()) return { status: 'skipped' };
    if (!answer.meta.status) throw new Error(answer.meta.message ?? '');
    dispatch({ type: 'form-success', ticket: answer.data });
    attachments.clear();
    notify?.({ kind: 'success', message: t('tickets.created') });
    context.reload();
    return { status: 'created', ticket: answer.data };
  } catch (error) {
    if (!context.isCurrent()) return { status: 'skipped' };
    warn('Could not create the ticket.', error);
    const message = t('tickets.createFailed');
    dispatch({ type: 'form-failure', error: message });
    notify?.({ kind: 'error', message });
    return { status: 'error', message };
  }
}

/** Adds the comment to the open ticket. */
export async function submitComment(context: TicketFormContext): Promise<TicketCommentResult> {
  const { client, notify, messages, state, dispatch } = context;
  const t = createTranslator(dashboardMessages, messages);
  const { selected, comment: form } = state.peek();
  if (!selected.id) return { status: 'skipped' };
  if (form.status === 'submitting') return { status: 'busy' };
  const errors = validateComment(form.text, { messages });
  if (hasErrors(errors)) {
    dispatch({ type: 'comment-invalid', errors });
    return { status: 'invalid', errors };
  }
  dispatch({ type: 'comment-submit' });
  try {
    const answer = await client.tickets.comment(selected.id, form.text.trim());
    if (!context.isCurrent()) return { status: 'skipped' };
    if (!answer.meta.status) throw new Error(answer.meta.message ?? '');
    dispatch({ type: 'comment-success', ticket: answer.data });
    notify?.({ kind: 'success', message: t('tickets.commentAdded') });
    return { status: 'added', ticket: answer.data };
  } catch (error) {
    if (!context.isCurrent()) return { status: 'skipped' };
    warn('Could not add the comment.', error);
    const message = t('tickets.commentFailed');
    dispatch({ type: 'comment-failure', error: message });
    notify?.({ kind: 'error', message });
    return { status: 'error', message };
  }
}
