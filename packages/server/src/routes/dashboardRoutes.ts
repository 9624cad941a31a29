import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { dashboardBanners, dashboardStats, recentOrders } from '../services/dashboard';

/** The customer dashboard's home: promotions, catalogue counts, recent orders. */
export async function dashboardRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/dashboard-banners/get-all', async (request) => {
    await ctx.requireUser(request);
    return ok(await dashboardBanners(ctx.db));
  });

  app.get('/users-dashboard/stats', async (request) => {
    await ctx.requireUser(request);
    return ok(await dashboardStats(ctx.db, ctx.catalog.size));
  });

  app.get('/users-dashboard/top-5-orders', async (request) => {
    const user = await ctx.requireUser(request);
    return ok(await recentOrders(ctx.db, user.id));
  });
}
