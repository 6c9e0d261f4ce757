import { Type } from '@sinclair/typebox';
import { LIKE_ITEM_TYPES } from '@uyut/core';
import { PaginationSchema } from '../catalogue/schemas';
import { FAVOURITE_SORTS } from '@uyut/core';

const strict = { additionalProperties: false } as const;

/* Bounds of what is read; whether an id is canonical for its type is the service's rule (it names 'item_id'). */
const ItemId = Type.String({ minLength: 1, maxLength: 1800 });
const ItemType = Type.Union(
  LIKE_ITEM_TYPES.map((type) => Type.Literal(type)),
  { description: 'variant or comparison' },
);
const Project = Type.String({ maxLength: 40, description: "the site's project: 'bg'" });
const Flag = Type.Optional(Type.Boolean());
const Limit = (options: { max: number; fallback: number }) =>
  Type.Optional(Type.Integer({ minimum: 1, maximum: options.max, default: options.fallback }));

export const ProjectParamsSchema = Type.Object({ project: Project }, strict);
export const ItemTypeParamsSchema = Type.Object({ project: Project, item_type: ItemType }, strict);
export const ItemParamsSchema = Type.Object({ project: Project, item_type: ItemType, item_id: ItemId }, strict);

export const BatchBodySchema = Type.Array(Type.Union([ItemId, Type.Integer({ minimum: 1 })]), {
  minItems: 1,
  maxItems: 100,
  description: 'item ids (variant ids may come as numbers); invalid ones are left out of the answer',
});
export const BatchQuerySchema = Type.Object({ commentsCount: Flag, stars: Flag, answersCount: Flag, reviewCounts: Flag }, strict);
export const LikeQuerySchema = Type.Object(
  { consent: Type.Optional(Type.Union([Type.Literal('1'), Type.Literal('0')], { description: 'remarketing consent, variants only' })) },
  strict,
);

export const LikeInfoSchema = Type.Object(
  {
    item_id: Type.String(),
    liked_by_user: Type.Boolean(),
    saved_by_user: Type.Boolean(),
    likes_count: Type.Integer(),
    comments_count: Type.Optional(Type.Integer()),
    images_count: Type.Optional(Type.Integer()),
    star_value: Type.Optional(Type.Number()),
    answers_count: Type.Optional(Type.Integer()),
    reviews_count: Type.Optional(Type.Integer()),
  },
  { $id: 'LikeInfo' },
);
export const LikeToggleSchema = Type.Object(
  { item_id: Type.String(), liked_by_user: Type.Boolean(), likes_count: Type.Integer() },
  { $id: 'LikeToggle' },
);
export const ReceivedLikesSchema = Type.Object({ count: Type.Integer() }, { $id: 'ReceivedLikes' });
export const PairingSchema = Type.Object({ paired: Type.Integer({ description: 'likes moved to the user' }) }, { $id: 'LikesPairing' });

export const VariantsLikedQuerySchema = Type.Object(
  {
    page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 24 }),
    sort: Type.Union(FAVOURITE_SORTS.map((sort) => Type.Literal(sort))),
    active: Type.Optional(Type.Union([Type.Literal('1'), Type.Literal('0')], { description: '1: only variants in stock now' })),
    encryptedShare: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  },
  strict,
);
export const LimitQuerySchema = Type.Object({ limit: Limit({ max: 50, fallback: 10 }) }, strict);

const clickSource = Type.Integer({ description: 'spec §9 click source of these cards’ click-outs' });
export const FavouritesPageSchema = Type.Object(
  {
    variants: Type.Array(Type.Ref('Variant')),
    pagination: PaginationSchema,
    owner: Type.Optional(Type.Object({ id: Type.String(), name: Type.String() }, { description: 'whose shared list this is' })),
    clickSource,
  },
  { $id: 'FavouriteVariants' },
);
export const VariantListSchema = Type.Object({ variants: Type.Array(Type.Ref('Variant')), clickSource }, { $id: 'VariantList' });
export const ShareSchema = Type.Object({ encryptedShare: Type.String() }, { $id: 'FavouritesShare' });

export const LIKE_SCHEMAS = [
  LikeInfoSchema,
  LikeToggleSchema,
  ReceivedLikesSchema,
  PairingSchema,
  FavouritesPageSchema,
  VariantListSchema,
  ShareSchema,
];
