import { Type } from '@sinclair/typebox';
import { MAX_ROW_ID } from '../../db/schema';

export const VisualRequestParamsSchema = Type.Object({
  requestId: Type.String({
    minLength: 2,
    maxLength: 40,
    pattern: '^(v[1-9][0-9]*(-i[1-9][0-9]*)?|u[A-Za-z0-9_-]{22})$',
    description: "What the listing is similar to: 'v{variantId}', 'v{variantId}-i{imageId}' or an upload's 'u{token}'",
  }),
});

export const VisualListingQuerySchema = Type.Object(
  {
    categoryId: Type.Optional(
      Type.Integer({ minimum: 1, maximum: MAX_ROW_ID, description: "Category subtree to pick from; an offer's own category by default" }),
    ),
  },
  { additionalProperties: false },
);

export const VisualUploadSchema = Type.Object(
  {
    requestId: Type.String({
      description: 'The id of the listing of the offers nearest to the uploaded picture (/products/visually-similar/{requestId}/{slug})',
    }),
  },
  { $id: 'VisualUpload' },
);
