import { useSignals } from '@preact/signals-react/runtime';
import {
  createTicketsController,
  type TicketsController,
  type TicketsState,
  type UploadItem,
  type UploadQueueStatus,
} from '@storefront-kit/core';
import { useStorefront } from '../provider/StorefrontContext';
import { useOwnedController } from './useOwnedController';

export interface UseTicketsResult
  extends TicketsState,
    Omit<TicketsController, 'state' | 'attachments' | 'commentLength' | 'load' | 'dispose'> {
  /** The create form's attachments, each with its status and progress. */
  readonly attachments: readonly UploadItem[];
  /** `uploading` while any attachment is in flight (the form is blocked then). */
  readonly attachmentsStatus: UploadQueueStatus;
  /** The comment counter: characters after trimming. */
  readonly commentLength: number;
  /** Loads the tickets again (the error page's Retry). */
  reload(): Promise<void>;
}

/**
 * The support tickets page (spec 2, Support tickets): the list with search, status and
 * priority filters and Clear Filters; the create form with attachments uploaded first (with
 * progress); the view modal and its comment form. Loads on mount and follows the session.
 *
 * @example
 * const tickets = useTickets();
 * <input type="file" multiple onChange={(e) => tickets.addAttachments(e.target.files ?? [])} />
 * {tickets.attachments.map((a) => <progress key={a.id} value={a.progress} />)}
 */
export function useTickets(): UseTicketsResult {
  useSignals();
  const storefront = useStorefront();
  const create = (): TicketsController =>
    createTicketsController({
      client: storefront.client,
      session: storefront.session,
      transport: storefront.uploads,
      notify: storefront.notifications.notify,
      messages: storefront.messages,
    });
  const controller = useOwnedController(create, (owned) => void owned.load());
  const { state, attachments, commentLength, load, dispose: _dispose, ...actions } = controller;
  return {
    ...state.value,
    ...actions,
    attachments: attachments.items.value,
    attachmentsStatus: attachments.status.value,
    commentLength: commentLength.value,
    reload: load,
  };
}
