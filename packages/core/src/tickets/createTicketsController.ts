import { computed, signal } from '@preact/signals-core';
import { SEARCH_DEBOUNCE_MS } from '../constants';
import { serverMessage } from '../errors/ApiError';
import { isAbortError } from '../http/isAbortError';
import { createTranslator } from '../messages/createTranslator';
import type { dashboardMessages } from '../messages/dashboardMessages';
import { createLatestRequest } from '../search/createLatestRequest';
import { createLazyUploadQueue } from '../uploads/createLazyUploadQueue';
import { devWarn } from '../util/devWarn';
import type { TicketFormContext } from './ticketForms';
import {
  initialTicketsState,
  type TicketFilters,
  type TicketsAction,
  type TicketsState,
  ticketsReducer,
} from './ticketsReducer';
import type {
  TicketCommentResult,
  TicketCreateResult,
  TicketsController,
  TicketsControllerOptions,
} from './ticketsTypes';

export type {
  TicketCommentResult,
  TicketCreateResult,
  TicketsController,
  TicketsControllerOptions,
} from './ticketsTypes';

// The list's and the failed loads' messages. Their defaults are repeated here, checked equal to
// the dashboard catalogue's by the type checker (the same ids, so overrides apply alike), so that
// the support page's first render does not load the whole catalogue: the forms' code, which
// loads it, has the rest.
const listMessages = {
  'tickets.fetchFailed': 'Failed to fetch support tickets',
  'tickets.fetchDataFailed': 'Failed to fetch data',
  'tickets.createFailed': 'Failed to create ticket. Please try again.',
  'tickets.commentFailed': 'Failed to add comment. Please try again.',
} as const satisfies Pick<
  typeof dashboardMessages,
  | 'tickets.fetchFailed'
  | 'tickets.fetchDataFailed'
  | 'tickets.createFailed'
  | 'tickets.commentFailed'
>;

/** The forms' code (`ticketForms`), loaded on their first use. */
type TicketForms = typeof import('./ticketForms');

/** How a submission ends when the forms' code cannot load. */
type FormFailure =
  | Extract<TicketCreateResult, { status: 'error' }>
  | { readonly status: 'skipped' };

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
  const t = createTranslator(listMessages, messages);
  const state = signal<TicketsState>(initialTicketsState);
  const dispatch = (action: TicketsAction) => {
    state.value = ticketsReducer(state.peek(), action);
  };
  // The forms' code (the attachment queue, create and comment) loads on their first use: the
  // first file picked or the first submit.
  const loadForms = () => import('./ticketForms');
  const attachments = createLazyUploadQueue({
    load: (nextId) =>
      loadForms().then((forms) =>
        forms.createAttachmentQueue(
          { transport: options.transport, readFile: options.readFile, messages, isAbortError },
          nextId,
        ),
      ),
    messages,
  });
  // `commentLength` (validation/validateComment): characters after trimming. Counted here, so
  // that the validation and its catalogue load with the comment form's code.
  const length = computed(() => [...state.value.comment.text.trim()].length);
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

  /**
   * Submits a form with its code, loaded on first use. A code that cannot load fails the form
   * like a submission the server refused: its message, told to the shopper too.
   */
  async function submitWith<Result>(
    failure: 'form-failure' | 'comment-failure',
    submit: (forms: TicketForms, context: TicketFormContext) => Promise<Result>,
  ): Promise<Result | FormFailure> {
    const mine = epoch;
    const context: TicketFormContext = {
      client,
      session,
      notify,
      messages,
      state,
      dispatch,
      attachments,
      isCurrent: () => mine === epoch,
      reload: () => void load(),
    };
    let forms: TicketForms;
    try {
      forms = await loadForms();
    } catch (error) {
      if (mine !== epoch) return { status: 'skipped' };
      warn('Could not load the support forms.', error);
      const message = t(
        failure === 'form-failure' ? 'tickets.createFailed' : 'tickets.commentFailed',
      );
      dispatch({ type: failure, error: message });
      notify?.({ kind: 'error', message });
      return { status: 'error', message };
    }
    return mine === epoch ? submit(forms, context) : { status: 'skipped' };
  }

  function create(): Promise<TicketCreateResult> {
    if (state.peek().form.status === 'submitting') return Promise.resolve({ status: 'busy' });
    if (!session.isLoggedIn()) return Promise.resolve({ status: 'skipped' });
    return submitWith('form-failure', (forms, context) => forms.submitTicket(context));
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

  function addComment(): Promise<TicketCommentResult> {
    const { selected, comment } = state.peek();
    if (!selected.id) return Promise.resolve({ status: 'skipped' });
    if (comment.status === 'submitting') return Promise.resolve({ status: 'busy' });
    return submitWith('comment-failure', (forms, context) => forms.submitComment(context));
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
