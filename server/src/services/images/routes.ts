import { createReadStream } from 'node:fs';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../../lib/http-errors';
import { type ImagePathParams, parseImageParams } from '@uyut/core';
import { ImageNotFoundError, ImageService, ImageSourceError } from './image-service';
import { RenderBusyError } from './render-gate';
import { FileParamsSchema, SlugFileParamsSchema } from './schemas';

/** Rendered bytes never change under one URL: a new original gets a new image id. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Images service (DESIGN images row): `GET /img/{type}/{w}-{h}/{aa}/{bb}/{cc}/{id}[/{slug}].{jpg,webp}`.
 * Binary responses, so the routes stay out of the OpenAPI document.
 */
export async function imageRoutes(app: FastifyInstance): Promise<void> {
  const images = new ImageService({
    db: app.db,
    dataDir: app.config.DATA_DIR,
    cacheBytes: app.config.IMAGE_CACHE_BYTES,
    originalsBytes: app.config.IMAGE_ORIGINALS_BYTES,
    onCacheError: (error) => app.log.error({ err: error }, 'image cache housekeeping failed'),
  });
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  routes.get(
    '/img/:type/:size/:aa/:bb/:cc/:file',
    { config: { access: 'public' }, schema: { hide: true, params: FileParamsSchema } },
    (request, reply) => sendImage({ images, request, reply, params: request.params }),
  );
  routes.get(
    '/img/:type/:size/:aa/:bb/:cc/:id/:file',
    { config: { access: 'public' }, schema: { hide: true, params: SlugFileParamsSchema } },
    (request, reply) => sendImage({ images, request, reply, params: request.params }),
  );
}

async function sendImage(input: {
  images: ImageService;
  request: FastifyRequest;
  reply: FastifyReply;
  params: ImagePathParams;
}): Promise<FastifyReply> {
  const { images, request, reply } = input;
  const parsed = parseImageParams(input.params);
  if (!parsed.ok) {
    const { error } = parsed;
    if (error.kind === 'hash-mismatch') return sendError({ reply, statusCode: 404, message: error.message });
    return sendError({ reply, statusCode: 400, message: error.message, field: error.field });
  }
  try {
    const image = await images.render(parsed.value);
    reply.header('Cache-Control', IMMUTABLE).header('ETag', image.etag);
    if (matchesEtag(request.headers['if-none-match'], image.etag)) return reply.code(304).send();
    return reply.type(image.contentType).header('Content-Length', image.size).send(createReadStream(image.file));
  } catch (error) {
    if (error instanceof ImageNotFoundError) return sendError({ reply, statusCode: 404, message: error.message });
    if (error instanceof RenderBusyError)
      return sendError({ reply: reply.header('Retry-After', error.retryAfterSeconds), statusCode: 503, message: error.message });
    if (error instanceof ImageSourceError) {
      request.log.error({ err: error, imageId: error.imageId }, 'original image unavailable');
      return sendError({ reply, statusCode: 502, message: 'The original image is unavailable' });
    }
    throw error;
  }
}

/**
 * An image error is never cached, and its body is the one error body; a 502 or 503 keeps its message here (the app's
 * error handler would hide it as a 5xx), since it says what to do: try again later, or the original is gone.
 */
function sendError(input: { reply: FastifyReply; statusCode: 400 | 404 | 502 | 503; message: string; field?: string }): FastifyReply {
  const { reply, ...body } = input;
  return reply.code(body.statusCode).header('Cache-Control', 'no-store').send(errorBody(body));
}

/** RFC 9110 If-None-Match: `*` or a list of (weak or strong) tags compared weakly. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === bare;
  });
}
