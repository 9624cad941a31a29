import { describe, expect, it, vi } from 'vitest';
import type { Http } from '../http/createHttp';
import { API_GROUPS_ON_DEMAND, cartApiOnDemand } from './apiGroupsOnDemand';
import { authApi } from './authApi';
import { cartApi } from './cartApi';
import { catalogApi } from './catalogApi';
import { contentApi } from './contentApi';
import type { ApiGroupFactories } from './createClient';
import { dashboardApi } from './dashboardApi';
import { offersApi } from './offersApi';
import { ordersApi } from './ordersApi';
import { paymentsApi } from './paymentsApi';
import { quotesApi } from './quotesApi';
import { reviewsApi } from './reviewsApi';
import { rewardsApi } from './rewardsApi';
import { ticketsApi } from './ticketsApi';
import { wishlistApi } from './wishlistApi';

// Every group, loaded at once: what the on-demand groups load on their first call.
const API_GROUPS: ApiGroupFactories = {
  catalog: catalogApi,
  content: contentApi,
  auth: authApi,
  cart: cartApi,
  offers: offersApi,
  wishlist: wishlistApi,
  orders: ordersApi,
  payments: paymentsApi,
  tickets: ticketsApi,
  quotes: quotesApi,
  dashboard: dashboardApi,
  reviews: reviewsApi,
  rewards: rewardsApi,
};

const answering = (body: unknown) => {
  const http = {
    get: vi.fn(async (..._args: unknown[]) => body),
    post: vi.fn(async (..._args: unknown[]) => body),
    delete: vi.fn(async (..._args: unknown[]) => body),
  };
  return http as typeof http & Http;
};

describe('API_GROUPS_ON_DEMAND', () => {
  it('has every group of the client, each with every method of the group it loads', () => {
    const http = answering({});
    expect(Object.keys(API_GROUPS_ON_DEMAND).sort()).toEqual(Object.keys(API_GROUPS).sort());
    for (const [name, create] of Object.entries(API_GROUPS)) {
      const onDemand = API_GROUPS_ON_DEMAND[name as keyof typeof API_GROUPS](http);
      expect({ name, methods: Object.keys(onDemand).sort() }).toEqual({
        name,
        methods: Object.keys(create(http)).sort(),
      });
    }
  });

  it('sends nothing until a method is called, then sends what the group sends', async () => {
    const cart = { items: [], total_amount: 0 };
    const http = answering({ success: true, data: cart });
    const directHttp = answering({ success: true, data: cart });
    const onDemand = cartApiOnDemand(http);
    const direct = API_GROUPS.cart(directHttp);
    expect(http.post).not.toHaveBeenCalled();

    const line = { id: 'p1', quantity: 2 };
    // Two calls while the code loads: both are sent, in order, with the group's schema.
    const [first, second] = await Promise.all([onDemand.add(line), onDemand.add(line)]);
    expect(first).toEqual(await direct.add(line));
    expect(second).toEqual(first);
    expect(http.post).toHaveBeenCalledTimes(2);
    expect(http.post.mock.calls[0]).toEqual(directHttp.post.mock.calls[0]);
    expect(http.post.mock.calls[0]?.[0]).toBe('user-cart/add-to-cart');
  });

  it('passes the request options (a token, an abort signal) through', async () => {
    const http = answering({ success: true, data: [] });
    const signal = new AbortController().signal;
    await API_GROUPS_ON_DEMAND.orders(http).list(undefined, { token: 't1', signal });
    expect(http.get).toHaveBeenCalledWith(
      'orders/web/list',
      expect.anything(),
      expect.anything(),
      expect.objectContaining({ token: 't1', signal }),
    );
  });

  it('rejects as the group does when the request fails', async () => {
    const http = answering({});
    const failure = new Error('HTTP 500');
    http.post.mockRejectedValue(failure);
    await expect(API_GROUPS_ON_DEMAND.quotes(http).create({} as never)).rejects.toBe(failure);
  });
});
