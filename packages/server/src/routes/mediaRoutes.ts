import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

export async function mediaRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
