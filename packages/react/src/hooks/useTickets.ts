import { useSignals } from '@preact/signals-react/runtime';
import {
  createTicketsController,
  type TicketsController,
  type TicketsState,
  type UploadItem,
  type UploadQueueStatus,
} from '@storefront-kit/core';
import { useEffect, useState } from 'react';
import { useStorefront } from '../provider/StorefrontContext';

// Controllers disposed by an effect cleanup (StrictMode runs effects twice): replaced, not reused.
const disposed = new WeakSet<object>();

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
  const [controller, setController] = useState(create);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `create` is the initializer above; a new controller replaces only a disposed one.
  useEffect(() => {
    if (disposed.has(controller)) {
      setController(create());
      return;
    }
    void controller.load();
    return () => {
      disposed.add(controller);
      controller.dispose();
    };
  }, [controller]);
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
