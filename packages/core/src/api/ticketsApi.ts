import { TICKETS_PAGE_SIZE } from '../constants';
import type { Http, RequestOptions } from '../http/createHttp';
import { metaOnlySchema } from '../schemas/common';
import type { CreateTicketBody, UpdateTicketBody } from '../schemas/requests/supportRequests';
import {
  type TicketListParams,
  ticketListResponseSchema,
  ticketResponseSchema,
} from '../schemas/tickets';

const path = (id: string, action: string) => `support-ticket/${encodeURIComponent(id)}/${action}`;
const wanted = (value: string | undefined) => (value && value !== 'all' ? value : undefined);

/** The signed-in user's support tickets. */
export function ticketsApi(http: Http) {
  return {
    /** `GET /support-ticket/web/list` (page 1 of 100); status/priority sent unless 'all'. */
    list: (params?: TicketListParams, options?: RequestOptions) =>
      http.get(
        'support-ticket/web/list',
        ticketListResponseSchema,
        {
          page_no: 1,
          per_page: TICKETS_PAGE_SIZE,
          ...params,
          status: wanted(params?.status),
          priority: wanted(params?.priority),
        },
        options,
      ),
    /** `GET /support-ticket/get/{id}`. */
    get: (id: string, options?: RequestOptions) =>
      http.get(
        `support-ticket/get/${encodeURIComponent(id)}`,
        ticketResponseSchema,
        undefined,
        options,
      ),
    /** `POST /support-ticket/create`. */
    create: (body: CreateTicketBody, options?: RequestOptions) =>
      http.post('support-ticket/create', ticketResponseSchema, body, options),
    /** `POST /support-ticket/{id}/comments`: answers with the updated ticket. */
    comment: (id: string, message: string, options?: RequestOptions) =>
      http.post(path(id, 'comments'), ticketResponseSchema, { message }, options),
    /** `POST /support-ticket/{id}/update` (decisions.md): owner edits while Open. */
    update: (id: string, body: UpdateTicketBody, options?: RequestOptions) =>
      http.post(path(id, 'update'), ticketResponseSchema, body, options),
    /** `DELETE /support-ticket/{id}/delete`. */
    remove: (id: string, options?: RequestOptions) =>
      http.delete(path(id, 'delete'), metaOnlySchema, options),
  };
}
export type TicketsApi = ReturnType<typeof ticketsApi>;
