import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ClickService } from './click-service';
import { ClickParamsSchema, ClickQuerySchema } from './schemas';

/**
 * The click-through link of spec §7 Other: `/go/{variantId}?src=&pos=&ri=&page=` records the click (ClickService) and
 * redirects; one client gets CLICK_RATE_LIMIT redirects a minute.
 */
export async function clickRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  await app.register(rateLimit, { global: false });
  const clicks = new ClickService(app.db);
  app.get(
    '/go/:variantId',
    {
      schema: { hide: true, params: ClickParamsSchema, querystring: ClickQuerySchema },
      config: { access: 'public', rateLimit: { max: app.config.CLICK_RATE_LIMIT, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const visitor = { ip: request.ip, userAgent: request.headers['user-agent'] };
      const target = await clicks.clickOut({ variantId: request.params.variantId, click: request.query, visitor, method: request.method });
      return reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'no-store').redirect(target, 302);
    },
  );
}
