import rateLimit from '@fastify/rate-limit';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorSchema } from '../../lib/http-errors';
import { VisualListingQuerySchema, VisualRequestParamsSchema, VisualUploadSchema } from './schemas';
import { VisualService } from './visual-service';

/** The largest picture a shopper may upload. */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
/** The picture types an upload may be (its Content-Type); the bytes must decode as one of them too. */
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Uploads one address may describe a minute: each costs a decode. */
const UPLOADS_PER_MINUTE = 20;

declare module 'fastify' {
  interface FastifyInstance {
    visual: VisualService;
  }
}

/**
 * Visually similar (issue 25 §5): decorates `app.visual` (the similarity route's mode=visual) and serves the
 * visually-similar listings and the picture upload. Registered after the catalogue, whose offers it lists.
 */
export const visualRoutes = fp(
  async (instance: FastifyInstance) => {
    const visual = new VisualService({ db: instance.db, dataDir: instance.config.DATA_DIR, catalogue: instance.catalogue });
    instance.decorate('visual', visual);
    await instance.register(listingRoutes);
  },
  { name: 'uyut-visual', dependencies: ['uyut-catalogue'] },
);

async function listingRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  await app.register(rateLimit, { global: false });
  app.addSchema(VisualUploadSchema);
  /* Only in this context: the upload's body is the picture's bytes, read whole up to the limit. */
  app.addContentTypeParser([...UPLOAD_TYPES], { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  app.get(
    '/api/v2/visually-similar/:requestId',
    {
      config: { access: 'public' },
      schema: {
        tags: ['variant'],
        operationId: 'visuallySimilar',
        params: VisualRequestParamsSchema,
        querystring: VisualListingQuerySchema,
        response: { 200: Type.Ref('VariantSimilarity'), 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => ({ variants: await app.visual.similarToRequestId({ ...request.params, ...request.query }) }),
  );

  app.post(
    '/api/v2/visually-similar',
    {
      bodyLimit: MAX_UPLOAD_BYTES,
      config: { access: 'public', rateLimit: { max: UPLOADS_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags: ['variant'],
        operationId: 'visuallySimilarUpload',
        description: `A shopper's picture (${UPLOAD_TYPES.join(', ')}; at most ${MAX_UPLOAD_BYTES} bytes) as the raw body; only its descriptor is kept, for an hour.`,
        response: { 201: Type.Ref('VisualUpload'), 400: ErrorSchema, 413: ErrorSchema, 415: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await app.visual.upload(request.body)),
  );
}
