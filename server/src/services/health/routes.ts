import type { FastifyInstance } from 'fastify';
import { healthReport } from './health-service';
import { HealthSchema } from './schemas';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', { config: { access: 'public' }, schema: { tags: ['health'], response: { 200: HealthSchema } } }, async () =>
    healthReport(app.db),
  );
}
