import type { Http, RequestOptions } from '../http/createHttp';
import type { PageParams } from '../schemas/common';
import {
  rewardSummaryResponseSchema,
  rewardTransactionListResponseSchema,
} from '../schemas/rewards';

/** Reward points earned from orders, reviews and daily logins (decisions.md). */
export function rewardsApi(http: Http) {
  return {
    /** `GET /rewards/summary`: points, tier and the next tier. */
    summary: (options?: RequestOptions) =>
      http.get('rewards/summary', rewardSummaryResponseSchema, undefined, options),
    /** `GET /rewards/transactions`: how the points were earned. */
    transactions: (params?: PageParams, options?: RequestOptions) =>
      http.get('rewards/transactions', rewardTransactionListResponseSchema, params, options),
  };
}
export type RewardsApi = ReturnType<typeof rewardsApi>;
