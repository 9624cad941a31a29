import type { Ticket, TicketCategory, TicketPriority, TicketStatus } from '../schemas/tickets';
import { clearFieldError } from '../validation/clearFieldError';
import type { FieldErrors } from '../validation/types';
import type { TicketField } from '../validation/validateTicket';

/** The list: `idle` → `loading` → `loaded` | `error` ('Failed to fetch support tickets'). */
export type TicketsStatus = 'idle' | 'loading' | 'loaded' | 'error';

/** A form's submission: `submitting`, then `success` or `error`. */
export type TicketSubmitStatus = 'idle' | 'submitting' | 'success' | 'error';

/** Loading one ticket for the view modal. */
export type TicketViewStatus = 'idle' | 'loading' | 'loaded' | 'error';

/** The list filters; 'all' sends no filter. */
export interface TicketFilters {
  readonly search: string;
  readonly status: TicketStatus | 'all';
  readonly priority: TicketPriority | 'all';
}

/** The create-ticket form. */
export interface TicketDraft {
  readonly subject: string;
  /** One of `TICKET_CATEGORIES`, or '' before one is chosen. */
  readonly category: TicketCategory | '';
  readonly description: string;
  /** @default 'Medium' */
  readonly priority: TicketPriority;
  /** A related order's id, or ''. */
  readonly order: string;
}

export type TicketDraftField = keyof TicketDraft;

export interface TicketsState {
  readonly status: TicketsStatus;
  readonly tickets: readonly Ticket[];
  readonly filters: TicketFilters;
  readonly error: string | null;
  /** The customer's order ids, for the form's related-order choice. */
  readonly orders: readonly string[];
  /** 'Failed to fetch data' when the orders could not be loaded. */
  readonly ordersError: string | null;
  readonly form: {
    readonly values: TicketDraft;
    /** Includes `attachments`: 'Please wait for all files to finish uploading', or a failed file's message. */
    readonly errors: FieldErrors<TicketField>;
    readonly status: TicketSubmitStatus;
    readonly error: string | null;
  };
  /** The ticket of the view modal. */
  readonly selected: {
    readonly id: string | null;
    readonly status: TicketViewStatus;
    readonly ticket: Ticket | null;
    readonly error: string | null;
  };
  /** The add-comment form of the selected ticket. */
  readonly comment: {
    readonly text: string;
    readonly errors: FieldErrors<'message'>;
    readonly status: TicketSubmitStatus;
    readonly error: string | null;
  };
}

export type TicketsAction =
  | { type: 'reset' }
  | { type: 'set-filters'; filters: Partial<TicketFilters> }
  | { type: 'clear-filters' }
  | { type: 'load-start' }
  | { type: 'load-success'; tickets: readonly Ticket[] }
  | { type: 'load-failure'; error: string }
  | { type: 'orders-loaded'; orders: readonly string[] }
  | { type: 'orders-failure'; error: string }
  | {
      [F in TicketDraftField]: { type: 'set-field'; field: F; value: TicketDraft[F] };
    }[TicketDraftField]
  | { type: 'clear-form-error'; field: TicketField }
  | { type: 'form-invalid'; errors: FieldErrors<TicketField> }
  | { type: 'form-submit' }
  | { type: 'form-success'; ticket: Ticket }
  | { type: 'form-failure'; error: string }
  | { type: 'form-reset' }
  | { type: 'open'; id: string; ticket: Ticket | null }
  | { type: 'view-success'; ticket: Ticket }
  | { type: 'view-failure'; error: string }
  | { type: 'close' }
  | { type: 'set-comment'; text: string }
  | { type: 'comment-invalid'; errors: FieldErrors<'message'> }
  | { type: 'comment-submit' }
  | { type: 'comment-success'; ticket: Ticket }
  | { type: 'comment-failure'; error: string };

export const DEFAULT_TICKET_FILTERS: TicketFilters = { search: '', status: 'all', priority: 'all' };

export const emptyTicketDraft: TicketDraft = {
  subject: '',
  category: '',
  description: '',
  priority: 'Medium',
  order: '',
};

const emptyForm: TicketsState['form'] = {
  values: emptyTicketDraft,
  errors: {},
  status: 'idle',
  error: null,
};
const emptyComment: TicketsState['comment'] = { text: '', errors: {}, status: 'idle', error: null };
const noSelection: TicketsState['selected'] = {
  id: null,
  status: 'idle',
  ticket: null,
  error: null,
};

export const initialTicketsState: TicketsState = {
  status: 'idle',
  tickets: [],
  filters: DEFAULT_TICKET_FILTERS,
  error: null,
  orders: [],
  ordersError: null,
  form: emptyForm,
  selected: noSelection,
  comment: emptyComment,
};

const isTicketField = (field: TicketDraftField): field is TicketDraftField & TicketField =>
  field === 'subject' || field === 'category' || field === 'description';

/**
 * The support page's pure transitions (spec 2 §2 Support tickets, §4, §5): filters, the list,
 * the create form, the view modal and its comment form. A successful comment replaces the
 * ticket in the list with the server's.
 */
export function ticketsReducer(state: TicketsState, action: TicketsAction): TicketsState {
  switch (action.type) {
    case 'reset':
      return initialTicketsState;
    case 'set-filters':
      return { ...state, filters: { ...state.filters, ...action.filters } };
    case 'clear-filters':
      return { ...state, filters: DEFAULT_TICKET_FILTERS };
    case 'load-start':
      return { ...state, status: 'loading', error: null };
    case 'load-success':
      return { ...state, status: 'loaded', tickets: action.tickets, error: null };
    case 'load-failure':
      return { ...state, status: 'error', error: action.error };
    case 'orders-loaded':
      return { ...state, orders: action.orders, ordersError: null };
    case 'orders-failure':
      return { ...state, ordersError: action.error };
    case 'set-field': {
      const { field, value } = action;
      return {
        ...state,
        form: {
          ...state.form,
          values: { ...state.form.values, [field]: value },
          errors: isTicketField(field)
            ? clearFieldError(state.form.errors, field)
            : state.form.errors,
          status: state.form.status === 'success' ? 'idle' : state.form.status,
        },
      };
    }
    case 'clear-form-error':
      return {
        ...state,
        form: { ...state.form, errors: clearFieldError(state.form.errors, action.field) },
      };
    case 'form-invalid':
      return { ...state, form: { ...state.form, errors: action.errors, status: 'idle' } };
    case 'form-submit':
      return { ...state, form: { ...state.form, errors: {}, status: 'submitting', error: null } };
    case 'form-success':
      return { ...state, form: { ...emptyForm, status: 'success' } };
    case 'form-failure':
      return { ...state, form: { ...state.form, status: 'error', error: action.error } };
    case 'form-reset':
      return { ...state, form: emptyForm };
    case 'open':
      return {
        ...state,
        selected: { id: action.id, status: 'loading', ticket: action.ticket, error: null },
        comment: emptyComment,
      };
    case 'view-success':
      if (state.selected.id !== action.ticket.id) return state;
      return {
        ...state,
        selected: { ...state.selected, status: 'loaded', ticket: action.ticket, error: null },
      };
    case 'view-failure':
      return { ...state, selected: { ...state.selected, status: 'error', error: action.error } };
    case 'close':
      return { ...state, selected: noSelection, comment: emptyComment };
    case 'set-comment':
      return {
        ...state,
        comment: {
          ...state.comment,
          text: action.text,
          errors: {},
          status: state.comment.status === 'success' ? 'idle' : state.comment.status,
        },
      };
    case 'comment-invalid':
      return { ...state, comment: { ...state.comment, errors: action.errors } };
    case 'comment-submit':
      return {
        ...state,
        comment: { ...state.comment, errors: {}, status: 'submitting', error: null },
      };
    case 'comment-success': {
      const { ticket } = action;
      return {
        ...state,
        tickets: state.tickets.map((item) => (item.id === ticket.id ? ticket : item)),
        selected:
          state.selected.id === ticket.id
            ? { ...state.selected, status: 'loaded', ticket, error: null }
            : state.selected,
        comment: { ...emptyComment, status: 'success' },
      };
    }
    case 'comment-failure':
      return { ...state, comment: { ...state.comment, status: 'error', error: action.error } };
    default:
      action satisfies never;
      return state;
  }
}
