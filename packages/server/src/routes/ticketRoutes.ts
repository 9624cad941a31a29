import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

export async function ticketRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
