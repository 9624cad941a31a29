import { computed, type ReadonlySignal, signal } from '@preact/signals-core';
import type { OrdersApi } from '../api/ordersApi';
import type { TicketsApi } from '../api/ticketsApi';
import { SEARCH_DEBOUNCE_MS } from '../constants';
import { serverMessage } from '../errors/ApiError';
import { createTranslator } from '../messages/createTranslator';
import { dashboardMessages } from '../messages/dashboardMessages';
import type { MessageOverrides } from '../messages/defaultMessages';
import type { Notifier } from '../notifications/types';
import type { Ticket, TicketPriority, TicketStatus } from '../schemas/tickets';
import { createLatestRequest } from '../search/createLatestRequest';
import type { Session } from '../session/types';
import {
  createUploadQueue,
  type UploadableFile,
  type UploadQueue,
} from '../uploads/createUploadQueue';
import type { ReadFile } from '../uploads/readFileAsBase64';
import type { UploadTransport } from '../uploads/UploadTransport';
import { devWarn } from '../util/devWarn';
import { hasErrors } from '../validation/hasErrors';
import type { FieldErrors } from '../validation/types';
import { validateAttachment } from '../validation/validateAttachment';
import { commentLength, validateComment } from '../validation/validateComment';
import { type TicketField, validateTicket } from '../validation/validateTicket';
import {
  initialTicketsState,
  type TicketDraft,
  type TicketDraftField,
  type TicketFilters,
  type TicketsAction,
  type TicketsState,
  ticketsReducer,
} from './ticketsReducer';

/** Options of `createTicketsController`. */
export interface TicketsControllerOptions {
  client: {
    readonly tickets: Pick<TicketsApi, 'list' | 'get' | 'create' | 'comment'>;
    /** For the form's related-order choice; without it the choice stays empty. */
    readonly orders?: Pick<OrdersApi, 'list'>;
  };
  session: Pick<Session, 'isLoggedIn' | 'user' | 'subscribe'>;
  /** Sends the attachments, e.g. `storefront.uploads`. */
  transport: UploadTransport;
  /** Reads attachments into base64. @default readFileAsBase64 (FileReader progress) */
  readFile?: ReadFile;
  /** Where 'Ticket created successfully!' and the failures are reported. */
  notify?: Notifier;
  messages?: MessageOverrides;
  /** Delay of the reload after the search text changes. @default 300 */
  searchDelayMs?: number;
}

/** How a create ended. `invalid`: see `errors` (incl. `attachments`); nothing was sent. */
export type TicketCreateResult =
  | { readonly status: 'created'; readonly ticket: Ticket }
  | { readonly status: 'invalid'; readonly errors: FieldErrors<TicketField> }
  | { readonly status: 'error'; readonly message: string }
  | { readonly status: 'busy' | 'skipped' };

/** How a comment ended. */
export type TicketCommentResult =
  | { readonly status: 'added'; readonly ticket: Ticket }
  | { readonly status: 'invalid'; readonly errors: FieldErrors<'message'> }
  | { readonly status: 'error'; readonly message: string }
  | { readonly status: 'busy' | 'skipped' };

export interface TicketsController {
  readonly state: ReadonlySignal<TicketsState>;
  /** The create form's attachments, each with its own upload state and progress. */
  readonly attachments: UploadQueue;
  /** The comment counter: characters after trimming. */
  readonly commentLength: ReadonlySignal<number>;
  /** Loads the tickets with the current filters (and, the first time, the orders). */
  load(): Promise<void>;
  /** The search box: the list reloads 300 ms after the last change. */
  setSearch(search: string): void;
  setStatusFilter(status: TicketStatus | 'all'): void;
  setPriorityFilter(priority: TicketPriority | 'all'): void;
  /** Clear Filters: no search, all statuses, all priorities. */
  clearFilters(): void;
  setField<Field extends TicketDraftField>(field: Field, value: TicketDraft[Field]): void;
  /** Adds attachments (images, pdf, doc, docx, txt; at most 10 MB each) and uploads them at once. */
  addAttachments(files: Iterable<UploadableFile> | ArrayLike<UploadableFile>): void;
  removeAttachment(id: string): void;
  retryAttachment(id: string): void;
  /** Creates the ticket once the form is valid and every attachment is uploaded. */
  create(): Promise<TicketCreateResult>;
  /** Empties the create form and its attachments. */
  resetForm(): void;
  /** Opens the view modal: the ticket from the list at once, then the server's. */
  open(id: string): Promise<void>;
  close(): void;
  setComment(text: string): void;
  /** Adds the comment to the open ticket. */
  addComment(): Promise<TicketCommentResult>;
  dispose(): void;
}

const warn = (message: string, error: unknown) => {
  if (typeof process !== 'undefined' && process.env.NODE_ENV !== 'production')
    devWarn(message, error);
};

/**
 * The support page (spec 2 §2 Support tickets, §4, §5, §7, §8): the list with its search,
 * status and priority filters, the create form with attachments uploaded first (with
 * progress; a ticket is created only when every attachment is uploaded, and a failed one must
 * be removed or retried), the view modal and the comment form, with the spec's messages.
 *
 * @example
 * const tickets = createTicketsController({ client, session, transport: storefront.uploads, notify });
 * await tickets.load();
 * tickets.setField('subject', 'Relay chatter');
 * tickets.addAttachments(input.files);
 * await tickets.create(); // waits for nothing: it refuses while uploads run
 */
export function createTicketsController(options: TicketsControllerOptions): TicketsController {
  const { client, session, notify, messages } = options;
  const t = createTranslator(dashboardMessages, messages);
  const state = signal<TicketsState>(initialTicketsState);
  const dispatch = (action: TicketsAction) => {
    state.value = ticketsReducer(state.peek(), action);
  };
  const attachments = createUploadQueue({
    transport: options.transport,
    readFile: options.readFile,
    validate: (file) => validateAttachment(file, { messages }),
    messages,
  });
  const length = computed(() => commentLength(state.value.comment.text));
  const latest = createLatestRequest();
  let epoch = 0;
  let ordersLoaded = false;
  let searchTimer: ReturnType<typeof setTimeout> | undefined;

  async function loadOrders(mine: number) {
    if (!client.orders) return;
    ordersLoaded = true;
    try {
      const answer = await client.orders.list({ page_no: 1 });
      if (mine === epoch) {
        dispatch({ type: 'orders-loaded', orders: answer.data.map((order) => order.order_id) });
      }
    } catch (error) {
      if (mine !== epoch) return;
      ordersLoaded = false;
      warn('Could not load the orders for the ticket form.', error);
      dispatch({ type: 'orders-failure', error: t('tickets.fetchDataFailed') });
    }
  }

  async function loadTickets(mine: number) {
    const { filters } = state.peek();
    const request = latest.next();
    dispatch({ type: 'load-start' });
    try {
      const answer = await client.tickets.list(
        {
          search: filters.search.trim() || undefined,
          status: filters.status,
          priority: filters.priority,
        },
        { signal: request.signal },
      );
      if (mine !== epoch || !request.isLatest()) return;
      if (!answer.meta.status) throw new Error(answer.meta.message ?? '');
      dispatch({ type: 'load-success', tickets: answer.data });
    } catch (error) {
      if (mine !== epoch || !request.isLatest()) return;
      warn('Could not load the support tickets.', error);
      dispatch({ type: 'load-failure', error: t('tickets.fetchFailed') });
    }
  }

  function load(): Promise<void> {
    clearTimeout(searchTimer);
    if (!session.isLoggedIn()) return Promise.resolve();
    const mine = epoch;
    // The order list for the form is fetched in parallel with the tickets (spec 2 §7).
    return Promise.all([loadTickets(mine), ordersLoaded ? undefined : loadOrders(mine)]).then(
      () => undefined,
    );
  }

  function filter(filters: Partial<TicketFilters>) {
    dispatch({ type: 'set-filters', filters });
    void load();
  }

  // A change of the attachments clears the form's attachment message.
  const onAttachmentsChanged = () => dispatch({ type: 'clear-form-error', field: 'attachments' });

  async function create(): Promise<TicketCreateResult> {
    const { form } = state.peek();
    if (form.status === 'submitting') return { status: 'busy' };
    if (!session.isLoggedIn()) return { status: 'skipped' };
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
    const mine = epoch;
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
      if (mine !== epoch) return { status: 'skipped' };
      if (!answer.meta.status) throw new Error(answer.meta.message ?? '');
      dispatch({ type: 'form-success', ticket: answer.data });
      attachments.clear();
      notify?.({ kind: 'success', message: t('tickets.created') });
      void load();
      return { status: 'created', ticket: answer.data };
    } catch (error) {
      if (mine !== epoch) return { status: 'skipped' };
      warn('Could not create the ticket.', error);
      const message = t('tickets.createFailed');
      dispatch({ type: 'form-failure', error: message });
      notify?.({ kind: 'error', message });
      return { status: 'error', message };
    }
  }

  async function open(id: string): Promise<void> {
    const mine = epoch;
    const known = state.peek().tickets.find((ticket) => ticket.id === id) ?? null;
    dispatch({ type: 'open', id, ticket: known });
    try {
      const answer = await client.tickets.get(id);
      if (mine === epoch) dispatch({ type: 'view-success', ticket: answer.data });
    } catch (error) {
      if (mine !== epoch || state.peek().selected.id !== id) return;
      warn('Could not load the ticket.', error);
      const message =
        serverMessage(error) ?? (error instanceof Error ? error.message : t('tickets.fetchFailed'));
      dispatch({ type: 'view-failure', error: message });
    }
  }

  async function addComment(): Promise<TicketCommentResult> {
    const { selected, comment: form } = state.peek();
    if (!selected.id) return { status: 'skipped' };
    if (form.status === 'submitting') return { status: 'busy' };
    const errors = validateComment(form.text, { messages });
    if (hasErrors(errors)) {
      dispatch({ type: 'comment-invalid', errors });
      return { status: 'invalid', errors };
    }
    const mine = epoch;
    dispatch({ type: 'comment-submit' });
    try {
      const answer = await client.tickets.comment(selected.id, form.text.trim());
      if (mine !== epoch) return { status: 'skipped' };
      if (!answer.meta.status) throw new Error(answer.meta.message ?? '');
      dispatch({ type: 'comment-success', ticket: answer.data });
      notify?.({ kind: 'success', message: t('tickets.commentAdded') });
      return { status: 'added', ticket: answer.data };
    } catch (error) {
      if (mine !== epoch) return { status: 'skipped' };
      warn('Could not add the comment.', error);
      const message = t('tickets.commentFailed');
      dispatch({ type: 'comment-failure', error: message });
      notify?.({ kind: 'error', message });
      return { status: 'error', message };
    }
  }

  const unsubscribe = session.subscribe((event) => {
    epoch += 1;
    latest.abort();
    clearTimeout(searchTimer);
    ordersLoaded = false;
    attachments.clear();
    dispatch({ type: 'reset' });
    if (event.type !== 'logout') void load();
  });

  return {
    state,
    attachments,
    commentLength: length,
    load,
    setSearch(search) {
      dispatch({ type: 'set-filters', filters: { search } });
      clearTimeout(searchTimer);
      searchTimer = setTimeout(() => void load(), options.searchDelayMs ?? SEARCH_DEBOUNCE_MS);
    },
    setStatusFilter: (status) => filter({ status }),
    setPriorityFilter: (priority) => filter({ priority }),
    clearFilters() {
      dispatch({ type: 'clear-filters' });
      void load();
    },
    setField(field, value) {
      dispatch({ type: 'set-field', field, value } as TicketsAction);
    },
    addAttachments(files) {
      attachments.add(files);
      onAttachmentsChanged();
    },
    removeAttachment(id) {
      attachments.remove(id);
      onAttachmentsChanged();
    },
    retryAttachment(id) {
      attachments.retry(id);
      onAttachmentsChanged();
    },
    create,
    resetForm() {
      attachments.clear();
      dispatch({ type: 'form-reset' });
    },
    open,
    close: () => dispatch({ type: 'close' }),
    setComment: (text) => dispatch({ type: 'set-comment', text }),
    addComment,
    dispose() {
      epoch += 1;
      latest.abort();
      clearTimeout(searchTimer);
      attachments.dispose();
      unsubscribe();
    },
  };
}
