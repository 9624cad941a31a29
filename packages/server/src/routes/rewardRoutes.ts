import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

export async function rewardRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
