import { Type } from '@sinclair/typebox';

/** A product or variant id, optionally followed by its slug: `123` or `123-divan-rim`. */
export const RefParamsSchema = Type.Object({ ref: Type.String({ pattern: '^[1-9][0-9]{0,9}(-[a-z0-9-]*)?$' }) });
export const CategoryParamsSchema = Type.Object({ categoryId: Type.Integer({ minimum: 1 }) });
