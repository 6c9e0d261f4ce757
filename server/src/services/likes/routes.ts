import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorSchema } from '../../lib/http-errors';
import { readingOwner, visitorKey, writingOwner } from '../accounts';
import { FavouriteService } from './favourite-service';
import { idListJsonParser } from './id-list-body';
import { checkedTarget, LikeService } from './like-service';
import {
  BatchBodySchema,
  BatchQuerySchema,
  ItemParamsSchema,
  ItemTypeParamsSchema,
  LIKE_SCHEMAS,
  LikeQuerySchema,
  LimitQuerySchema,
  ProjectParamsSchema,
  VariantsLikedQuerySchema,
} from './schemas';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, ErrorSchema]));

/**
 * The likes service (spec §7 Likes service) and the favourites rows of the Main API (spec §7 user rows), after
 * docs/adr/0007-likes.md. A like belongs to the signed-in user, else to the visitor cookie, which only a write sets.
 * Registered after the catalogue, whose cards the favourites answer.
 */
export async function likeRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  for (const schema of LIKE_SCHEMAS) app.addSchema(schema);
  idListJsonParser(app);
  const { cookiePolicy: policy } = app;
  const likes = new LikeService(app.db);
  const favourites = new FavouriteService(app.db, { catalogue: app.catalogue, shareKey: app.config.SHARE_KEY });

  const reader = (request: FastifyRequest) => readingOwner(request, policy);
  const writer = (request: FastifyRequest, reply: FastifyReply) => writingOwner({ request, reply, policy });
  const target = (params: { project: string; item_type: string }) => checkedTarget({ project: params.project, itemType: params.item_type });
  const userId = (request: FastifyRequest) => request.account!.userId;

  const tags = ['likes'];
  app.post(
    '/api/v1/:project/like/:item_type',
    {
      schema: {
        tags,
        operationId: 'likesBatch',
        params: ItemTypeParamsSchema,
        querystring: BatchQuerySchema,
        body: BatchBodySchema,
        response: { 200: Type.Array(Type.Ref('LikeInfo')), ...errors(400, 403, 404) },
      },
      config: { access: 'visitor' },
    },
    async (request) => likes.batch({ itemType: target(request.params), ids: request.body, owner: reader(request), flags: request.query }),
  );

  app.get(
    '/api/v1/:project/like-all/:item_type',
    {
      schema: {
        tags,
        operationId: 'likesAll',
        params: ItemTypeParamsSchema,
        response: { 200: Type.Array(Type.String(), { description: 'liked item ids, newest first' }), ...errors(400, 404) },
      },
      config: { access: 'visitor' },
    },
    async (request) => likes.likedItems({ itemType: target(request.params), owner: reader(request) }),
  );

  app.get(
    '/api/v1/:project/like/received/user/:item_type',
    {
      schema: {
        tags,
        operationId: 'likesReceived',
        params: ItemTypeParamsSchema,
        response: { 200: Type.Ref('ReceivedLikes'), ...errors(400, 401, 404) },
      },
      config: { access: 'user' },
    },
    async (request) => ({ count: await likes.received({ itemType: target(request.params), userId: userId(request) }) }),
  );

  app.post(
    '/api/v1/:project/like/:item_type/:item_id',
    {
      schema: {
        tags,
        operationId: 'likeItem',
        params: ItemParamsSchema,
        querystring: LikeQuerySchema,
        response: { 200: Type.Ref('LikeToggle'), ...errors(400, 403, 404) },
      },
      config: { access: 'visitor' },
    },
    async (request, reply) => {
      const { consent } = request.query;
      const itemType = target(request.params);
      const owner = writer(request, reply);
      return likes.like({ itemType, itemId: request.params.item_id, owner, consent: consent === undefined ? undefined : consent === '1' });
    },
  );

  app.delete(
    '/api/v1/:project/like/:item_type/:item_id',
    {
      schema: {
        tags,
        operationId: 'unlikeItem',
        params: ItemParamsSchema,
        response: { 200: Type.Ref('LikeToggle'), ...errors(400, 403, 404) },
      },
      config: { access: 'visitor' },
    },
    async (request, reply) =>
      likes.unlike({ itemType: target(request.params), itemId: request.params.item_id, owner: writer(request, reply) }),
  );

  app.get(
    '/api/v1/:project/login',
    {
      schema: {
        tags,
        operationId: 'likesPairing',
        description: "Moves the visitor cookie's likes to the signed-in user (a union; safe to repeat).",
        params: ProjectParamsSchema,
        response: { 200: Type.Ref('LikesPairing'), ...errors(401, 404) },
      },
      config: { access: 'user' },
    },
    async (request) => {
      checkedTarget({ project: request.params.project, itemType: 'variant' });
      return { paired: await likes.pair({ visitorKey: visitorKey(request, policy), userId: userId(request) }) };
    },
  );

  const userTags = ['user'];
  app.get(
    '/api/v2/user/variants-liked',
    {
      schema: {
        tags: userTags,
        operationId: 'userVariantsLiked',
        description: 'The caller’s liked variants, or with encryptedShare the shared list it names (no session needed).',
        querystring: VariantsLikedQuerySchema,
        response: { 200: Type.Ref('FavouriteVariants'), ...errors(400, 401, 404) },
      },
      config: { access: 'visitor' },
    },
    async (request) =>
      favourites.likedVariants({ ...request.query, active: request.query.active === '1', userId: request.account?.userId ?? null }),
  );

  app.get(
    '/api/v2/user/favourites-share',
    {
      schema: { tags: userTags, operationId: 'userFavouritesShare', response: { 200: Type.Ref('FavouritesShare'), ...errors(401) } },
      config: { access: 'user' },
    },
    async (request) => ({ encryptedShare: await favourites.shareToken(userId(request)) }),
  );

  app.delete(
    '/api/v2/user/favourites-share',
    {
      schema: { tags: userTags, operationId: 'userFavouritesShareRevoke', response: { 204: Type.Null(), ...errors(401, 403) } },
      config: { access: 'user' },
    },
    async (request, reply) => {
      await favourites.revokeShare(userId(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/v2/user/favourites-on-sale',
    {
      schema: {
        tags: userTags,
        operationId: 'userFavouritesOnSale',
        querystring: LimitQuerySchema,
        response: { 200: Type.Ref('VariantList'), ...errors(400, 401) },
      },
      config: { access: 'user' },
    },
    async (request) => favourites.onSale({ userId: userId(request), limit: request.query.limit ?? 10 }),
  );

  app.get(
    '/api/v2/user/remarketing-variants',
    {
      schema: {
        tags: userTags,
        operationId: 'userRemarketingVariants',
        querystring: LimitQuerySchema,
        response: { 200: Type.Ref('VariantList'), ...errors(400, 401) },
      },
      config: { access: 'user' },
    },
    async (request) => favourites.remarketing({ userId: userId(request), limit: request.query.limit ?? 10 }),
  );
}
