import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';

const Health = Type.Object({ status: Type.Literal('ok'), database: Type.Literal('ok'), uptimeSeconds: Type.Number() });

export async function healthService(app: FastifyInstance): Promise<void> {
  app.get('/api/health', { schema: { tags: ['health'], response: { 200: Health } } }, async () => {
    await sql`select 1`.execute(app.db);
    return { status: 'ok' as const, database: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) };
  });
}
