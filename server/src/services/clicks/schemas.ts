import { type Static, Type } from '@sinclair/typebox';
import { MAX_ROW_ID } from '../../db/schema';

export const ClickParamsSchema = Type.Object({ variantId: Type.Integer({ minimum: 1, maximum: MAX_ROW_ID }) });

export const ClickQuerySchema = Type.Object(
  {
    src: Type.Integer({ description: 'click source code (spec §9): 1–47 or 99' }),
    pos: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
    ri: Type.Optional(Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })),
    page: Type.Optional(Type.String({ maxLength: 300, pattern: '^/' })),
  },
  { additionalProperties: false },
);
export type ClickQuery = Static<typeof ClickQuerySchema>;
