import type { ReadonlySignal } from '@preact/signals-core';
import type { OrdersApi } from '../api/ordersApi';
import type { TicketsApi } from '../api/ticketsApi';
import type { MessageOverrides } from '../messages/defaultMessages';
import type { Notifier } from '../notifications/types';
import type { Ticket, TicketPriority, TicketStatus } from '../schemas/tickets';
import type { Session } from '../session/types';
import type { ReadFile } from '../uploads/readFileAsBase64';
import type { UploadTransport } from '../uploads/UploadTransport';
import type { UploadableFile, UploadQueue } from '../uploads/uploadQueueTypes';
import type { FieldErrors } from '../validation/types';
import type { TicketField } from '../validation/validateTicket';
import type { TicketDraft, TicketDraftField, TicketsState } from './ticketsReducer';

// The support tickets' types, shared by `createTicketsController` and the forms' code it loads
// on first use (`ticketForms`), so the lazy half never imports the eager one back.

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
