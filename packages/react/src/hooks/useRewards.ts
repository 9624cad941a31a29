import {
  dashboardMessages,
  type PageParams,
  type Pagination,
  queryKeys,
  type RewardSummary,
  type RewardTransaction,
} from '@storefront-kit/core';
import { useStorefront } from '../provider/StorefrontContext';
import { type UseQueryResult, useQuery } from './useQuery';
import { useTranslator } from './useTranslator';

/** One page of reward transactions. */
export interface RewardTransactionsPage {
  readonly items: readonly RewardTransaction[];
  readonly pagination: Pagination | undefined;
}

/** The customer's points and how they were earned. */
export interface UseRewardsResult {
  /** Points, lifetime points, tier (Gold, Platinum) and the next tier. */
  readonly summary: UseQueryResult<RewardSummary>;
  readonly transactions: UseQueryResult<RewardTransactionsPage>;
}

/**
 * Reward points (decisions.md: 1 point per ₹10 paid, 10 per review, 5 per daily login).
 * User-scoped. A failure's message is the server's or 'Failed to load reward points'.
 *
 * @param params The page of transactions. @default page 1 of 20
 * @example const { summary, transactions } = useRewards();
 */
export function useRewards(params: PageParams = {}): UseRewardsResult {
  const { client } = useStorefront();
  const t = useTranslator(dashboardMessages);
  const errorMessage = t('rewards.loadFailed');
  const summary = useQuery(
    queryKeys.rewardSummary,
    ({ signal }) => client.rewards.summary({ signal }).then((answer) => answer.data),
    { userScoped: true, errorMessage },
  );
  const transactions = useQuery(
    queryKeys.rewardTransactions(params),
    ({ signal }) =>
      client.rewards.transactions(params, { signal }).then(
        (answer): RewardTransactionsPage => ({
          items: answer.data,
          pagination: answer.meta.pagination,
        }),
      ),
    { userScoped: true, errorMessage },
  );
  return { summary, transactions };
}
